import { useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';
import { isNotFound } from '../../../api/api-error.ts';

const found = z.object({ Id: z.string() });

/** Whether a catalogue number is a model: the model editor's read answers 404 when it is not. */
async function modelExists(catalogNumber: string, signal: AbortSignal): Promise<boolean> {
  try {
    await callAccount('GET', `/editor/model/${encodeURIComponent(catalogNumber)}`, found, {
      signal,
    });
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** The numbers of those given that are no model, as far as the answers are in. */
export function useMissingModels(catalogNumbers: readonly string[]): string[] {
  const numbers = [...new Set(catalogNumbers)];
  const answers = useQueries({
    queries: numbers.map((number) => ({
      queryKey: accountKey('editor', 'model-exists', number),
      queryFn: ({ signal }: { signal: AbortSignal }) => modelExists(number, signal),
      staleTime: 60_000,
      retry: false,
    })),
  });
  return numbers.filter((_, i) => answers[i]?.data === false);
}
