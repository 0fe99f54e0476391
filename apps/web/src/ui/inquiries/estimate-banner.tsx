import { INQUIRY_ESTIMATE_NOTICE } from '@portal/domain';

/**
 * The estimate banner of the inquiry list, the new-inquiry wizard and the inquiry summary. A
 * note rather than an alert: it is read with the page, not announced over what the user does.
 */
export function EstimateBanner({ className = 'mb-3' }: { className?: string }) {
  return (
    <div className={`alert alert-info ${className}`} role="note">
      {INQUIRY_ESTIMATE_NOTICE}
    </div>
  );
}
