import { useEffect } from 'react';
import { dismissToast, useToasts, type ToastMessage } from './toast-store.ts';

const HIDE_AFTER_MS = 5000;

/** Yellow and cyan backgrounds need dark text to stay readable. */
const light = (toast: ToastMessage) => toast.variant === 'warning' || toast.variant === 'info';

function Toast({ toast }: { toast: ToastMessage }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  const urgent = toast.variant === 'danger';
  return (
    <div
      className={`toast show border-0 text-bg-${toast.variant}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <div className="d-flex align-items-center gap-2 toast-body">
        <span className="me-auto">{toast.message}</span>
        <button
          type="button"
          className={`btn-close ${light(toast) ? '' : 'btn-close-white'}`}
          aria-label="Close"
          onClick={() => dismissToast(toast.id)}
        />
      </div>
    </div>
  );
}

/** Where toasts appear: bottom centre, above everything, announced to screen readers. */
export function ToastViewport() {
  const toasts = useToasts();
  return (
    <div className="toast-container position-fixed bottom-0 start-50 translate-middle-x p-3">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
