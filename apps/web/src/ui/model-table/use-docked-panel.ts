import { useEffect } from 'react';

/** While set on the body, the page leaves room at its right for a docked details panel. */
export const DOCKED_CLASS = 'model-details-docked';
let open = 0;

/**
 * On a desktop the Model Details panel sits beside the page instead of over it, so the
 * selected row's price and Add to Cart stay in view (decision 120). Several tables each have a
 * panel; the room stays while any of them is open.
 */
export function useDockedPanel(docked: boolean): void {
  useEffect(() => {
    if (!docked) return;
    open += 1;
    document.body.classList.add(DOCKED_CLASS);
    return () => {
      open -= 1;
      if (open === 0) document.body.classList.remove(DOCKED_CLASS);
    };
  }, [docked]);
}
