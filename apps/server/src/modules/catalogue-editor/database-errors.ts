import { Conflict, type DomainError } from '../../lib/errors.ts';

interface PgError {
  code: string;
  column?: string;
  constraint?: string;
}

/** PostgreSQL's error, also when the ORM wrapped it as the cause. */
export function pgError(error: unknown): PgError | null {
  for (const e of [error, (error as { cause?: unknown } | null)?.cause]) {
    const code = (e as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return null;
}

/** Runs a write; a broken unique rule is a name already taken (409), never a 5xx. */
export async function refusingTakenNames<T>(
  write: () => Promise<T>,
  message: string,
  others: (error: PgError) => DomainError | null = () => null,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = pgError(error);
    if (pg?.code === '23505') throw new Conflict(message);
    const mapped = pg && others(pg);
    throw mapped ?? error;
  }
}
