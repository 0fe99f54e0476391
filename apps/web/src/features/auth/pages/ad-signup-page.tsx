import { siteKindOf } from '@portal/domain';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { useSite } from '../../../api/get-site.ts';
import { AccountCard } from '../components/account-card.tsx';
import { SignupFormView } from '../components/signup-form.tsx';
import { useSignup } from '../components/use-signup.ts';

/** Route /authentication/adsignup: a directory user completes the sign-up without a password. */
export function AdSignupPage() {
  const site = useSite();
  const user = useLiveUser();
  const { submit, submitting, refused, clearRefused } = useSignup();
  return (
    <AccountCard title="Create Account" wide>
      <p>
        You signed in with your directory account. Tell us your e-mail address and which accounts
        you need to finish setting up your access.
      </p>
      <SignupFormView
        submitting={submitting}
        onSubmit={(form) => void submit(form)}
        refused={refused}
        onRowsEdited={clearRefused}
        initial={{
          Name: user?.Name ?? '',
          LastName: user?.LastName ?? '',
          Email: user?.Email ?? '',
          Password: '',
          Confirmation: '',
          UseInvitationCode: false,
          InvitationCode: '',
          SalesRepIds: [''],
          CustomerNumbers: [''],
          IsDirectoryUser: true,
          SiteKind: siteKindOf(site.Name),
        }}
      />
    </AccountCard>
  );
}
