import type { ModelViewerData, ModelViewerLevel } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, getEnvelopeData } from '../../api/http-client.ts';
import { modelViewerApiPath } from './model-viewer-target.ts';

export interface ModelViewerRequest {
  level: ModelViewerLevel;
  value: string;
  catalogId: number;
  isPreview: boolean;
  showInventory: boolean;
}

/** Tables of models at one level; product-class and category levels are never asked. */
export const getModelViewerData = (
  request: ModelViewerRequest,
  signal?: AbortSignal,
): Promise<ModelViewerData> => {
  const path = modelViewerApiPath(request);
  if (!path) return Promise.reject(new Error(`The ${request.level} level has no model data.`));
  return getEnvelopeData(
    apiUrl(path, {
      catalogId: request.catalogId,
      isPreview: request.isPreview || undefined,
      showInventory: request.showInventory || undefined,
    }),
    (s) => s.modelViewerData,
    signal,
  );
};

export const modelViewerQueryOptions = (request: ModelViewerRequest) =>
  queryOptions({
    queryKey: [
      'model-viewer',
      request.level,
      request.value,
      request.catalogId,
      request.isPreview,
      request.showInventory,
    ],
    queryFn: ({ signal }) => getModelViewerData(request, signal),
    staleTime: 60_000,
    retry: false,
  });

/** Reloads whenever the level or its value changes (the query key holds both). */
export const useModelViewerData = (request: ModelViewerRequest) =>
  useQuery({
    ...modelViewerQueryOptions(request),
    enabled: modelViewerApiPath(request) !== null,
  });
