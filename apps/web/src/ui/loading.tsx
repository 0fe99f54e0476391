import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';

/** Loading overlay delay from the spec: quick answers never flash a spinner. */
export const LOADING_DELAY_MS = 100;

export function Loading({ label = 'Loading' }: { label?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), LOADING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" className="loading-state py-5 text-center">
      {visible && (
        <>
          <Spinner animation="border" variant="primary" aria-hidden="true" />
          <div className="mt-2">{label}…</div>
        </>
      )}
    </div>
  );
}
