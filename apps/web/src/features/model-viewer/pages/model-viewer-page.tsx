import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { ModelViewer } from '../../../ui/model-viewer/model-viewer.tsx';
import {
  MODEL_VIEWER_INPUTS,
  modelViewerTarget,
  type ModelViewerInput,
} from '../../../ui/model-viewer/model-viewer-target.ts';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';

/** `/model-viewer?catalogNumber=…` (or one other level's query value): docs/decisions/023. */
export function ModelViewerPage() {
  const [query] = useSearchParams();
  const { catalogId, isPreview } = useCatalogQuery();
  const input: ModelViewerInput = {};
  for (const key of MODEL_VIEWER_INPUTS) input[key] = query.get(key);
  const target = modelViewerTarget(input);
  usePageMeta({ title: ['Model Viewer'], crumbs: [{ label: 'Model Viewer' }] });

  return (
    <>
      <h1 className="mb-3">Model Viewer</h1>
      {target ? (
        <ModelViewer
          level={target.level}
          value={target.value}
          catalogId={catalogId}
          isPreview={isPreview}
        />
      ) : (
        <p>
          Name a catalogue number, series number, product, manufacturing series, section table,
          material group, product class or category in the address, for example
          <code> /model-viewer?catalogNumber=…</code>.
        </p>
      )}
    </>
  );
}
