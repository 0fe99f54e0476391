import { useEffect } from 'react';
import { opensAbove } from '../../../ui/search-box/dropdown-placement.ts';

/**
 * Keeps a field's suggestion list in place while it is open: fixed to the window so the
 * table's scrolling box cannot clip it, above the field from 60% of the window height down.
 */
export function useListPlacement(fieldId: string, listId: string, open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = document.getElementById(fieldId)?.getBoundingClientRect();
      const list = document.getElementById(listId);
      if (!rect || !list) return;
      const width = Math.max(rect.width, 320);
      const above = opensAbove(rect.top, window.innerHeight);
      list.style.width = `${width}px`;
      list.style.left = `${Math.max(0, Math.min(rect.left, window.innerWidth - width))}px`;
      list.style.top = above ? '' : `${rect.bottom + 2}px`;
      list.style.bottom = above ? `${window.innerHeight - rect.top + 2}px` : '';
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, fieldId, listId]);
}
