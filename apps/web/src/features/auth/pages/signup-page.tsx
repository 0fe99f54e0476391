import { siteKindOf } from '@portal/domain';
import { useSite } from '../../../api/get-site.ts';
import { AccountCard } from '../components/account-card.tsx';
import { SignupFormView } from '../components/signup-form.tsx';
import { useSignup } from '../components/use-signup.ts';

/** Route /authentication/signup: Create Account. */
export function SignupPage() {
  const site = useSite();
  const { submit, submitting, refused, clearRefused } = useSignup();
  return (
    <AccountCard title="Create Account" wide>
      <SignupFormView
        submitting={submitting}
        onSubmit={(form) => void submit(form)}
        refused={refused}
        onRowsEdited={clearRefused}
        initial={{
          Name: '',
          LastName: '',
          Email: '',
          Password: '',
          Confirmation: '',
          UseInvitationCode: false,
          InvitationCode: '',
          SalesRepIds: [''],
          CustomerNumbers: [''],
          IsDirectoryUser: false,
          SiteKind: siteKindOf(site.Name),
        }}
      />
    </AccountCard>
  );
}
