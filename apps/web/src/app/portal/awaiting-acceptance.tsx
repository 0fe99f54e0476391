/**
 * What a guarded route shows to a user who is signed in but has the policy documents still to
 * accept: the acceptance modal stands over it, and accepting opens the page itself.
 */
export function AwaitingAcceptance() {
  return (
    <p role="status" className="py-4">
      Please read and accept the policy documents to continue.
    </p>
  );
}
