import { PRINT_DELAY_MS } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';

/** Body class the print CSS uses to put only the Model Details panel on paper. */
export const PRINT_PANEL_CLASS = 'print-model-details';

/** Prints the details panel: print mode first, the dialog PRINT_DELAY_MS later. */
export function usePanelPrint(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    document.body.classList.add(PRINT_PANEL_CLASS);
    const stop = () => setPrinting(false);
    window.addEventListener('afterprint', stop);
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', stop);
      document.body.classList.remove(PRINT_PANEL_CLASS);
    };
  }, [printing]);
  return { printing, print: useCallback(() => setPrinting(true), []) };
}
