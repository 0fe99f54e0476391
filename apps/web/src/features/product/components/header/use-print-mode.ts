import { PRINT_DELAY_MS } from '@portal/domain';
import { useCallback, useEffect, useState } from 'react';

/**
 * Print view: the page first re-renders for paper, then the print dialog opens
 * PRINT_DELAY_MS later; the view ends when the browser reports `afterprint`.
 */
export function usePrintMode(): { printing: boolean; print: () => void; stop: () => void } {
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!printing) return;
    const stopPrinting = () => setPrinting(false);
    window.addEventListener('afterprint', stopPrinting);
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', stopPrinting);
    };
  }, [printing]);

  return {
    printing,
    print: useCallback(() => setPrinting(true), []),
    stop: useCallback(() => setPrinting(false), []),
  };
}
