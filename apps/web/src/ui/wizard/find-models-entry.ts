import { lazy } from 'react';

/**
 * The Find Models dialog of the model finder, for the wizards' Items tabs: it brings the
 * product page's tables, so it loads when first opened.
 */
export const FindModelsModal = lazy(() =>
  import('../../features/model-finder/components/find-models-modal.tsx').then((m) => ({
    default: m.FindModelsModal,
  })),
);
