import { AccountMessage } from '@portal/domain';

/** What a guarded route shows while the server answers who is signed in (spec 2 §2.1). */
export function CheckingPermissions() {
  return (
    <p role="status" className="py-4">
      {AccountMessage.checkingPermissions}
    </p>
  );
}
