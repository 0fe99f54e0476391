import type { ModelReplacement } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiUrl, getJson } from '../../api/http-client.ts';
import { useCatalogQuery } from '../use-catalog-query.ts';

/** GET /api/supersession/{catalogNumber}: what replaced a model, and what the site offers. */
export const getModelReplacement = (
  request: { catalogNumber: string; isPreview: boolean },
  signal?: AbortSignal,
): Promise<ModelReplacement> =>
  getJson(
    apiUrl(`/supersession/${encodeURIComponent(request.catalogNumber)}`, {
      isPreview: request.isPreview || undefined,
    }),
    (s) => s.modelReplacement,
    signal,
  );

/** A model's replacement in the page's mode; the same for every visitor, so kept a while. */
export function useModelReplacement(catalogNumber: string) {
  const { isPreview } = useCatalogQuery();
  return useQuery({
    queryKey: ['model-replacement', catalogNumber, isPreview],
    queryFn: ({ signal }) => getModelReplacement({ catalogNumber, isPreview }, signal),
    staleTime: 5 * 60_000,
  });
}
