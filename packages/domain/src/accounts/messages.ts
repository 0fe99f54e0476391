/** Every account message the spec writes, in one place for the server and the screens. */
export const AccountMessage = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  emailInvalid: 'Please enter a valid email address',
  passwordInvalid: 'Please enter a valid password',
  passwordsDifferent: 'The passwords are different',
  invitationCodeRequired: 'Please enter an invitation code',
  salesRepIdRequired: 'Please enter a sales representative id',
  customerIdRequired: 'Please enter a customer id',
  newPasswordSameAsOld: 'New password cannot be the same as your old password',
  usernameRequired: 'Please enter a username',
  passwordRequired: 'Please enter a password',
  rejectionReasonRequired: 'Please add a rejection reason',
  commentRequired: 'Please add a comment',
  permissionsRequestInvalid: 'The permissions request is invalid',
  salesRepsAlreadyHeld: 'These Sales Representative already exists',
  customersAlreadyHeld: 'These customers already exists',
  salesRepsAlreadyRequested: 'These sales representatives are already waiting for approval',
  customersAlreadyRequested: 'These customers are already waiting for approval',
  requestSent: 'Your request was sent for approval.',
  mustReadToEnd: 'You must read through to the end',
  mustReviewEachDocument:
    'You must access and review each of the documents prior to clicking on the accept or decline button.',
  acceptanceRequired: 'You must accept the documents to access the portal.',
  loginFailed: 'Failed to login, please try again later',
  // A wrong name or password; loginFailed stays for failures that are not the user's.
  loginIncorrect: 'Incorrect username or password',
  userCreated: 'User created successfully',
  recoveryReceived: 'We received your request',
  recoveryCheckInbox: 'Please check your email inbox',
  recoveryLinkSent: 'We sent you a link to recover your password',
  updatedSuccessfully: 'Updated successfully',
  updatedUnsuccessfully: 'Updated unsuccessfully',
  deletedUnsuccessfully: 'Deleted unsuccessfully',
  permissionsAdded: 'Permissions added successfully',
  userNotFound: 'Error - User not found',
  customerNotFound: 'Error - Customer not found',
  salesRepNotFound: 'Error - Sales Rep not found',
  errorLoadingUser: 'Error loading user',
  checkingPermissions: 'Checking Permissions.',
  ordersDenied: 'Access to the Orders is Denied.',
  inquiriesDenied: 'Access to the Inquiries is Denied.',
  exportDenied: 'Access to the Export is Denied.',
  pendingApprovalTitle: 'Thanks for submitting your request',
  waitingForSalesRep: 'Waiting for Sales Rep Approval',
  // Server answers the spec leaves open (docs/decisions/061).
  signInRequired: 'Please sign in.',
  passwordExpired: 'Your password has expired. Please choose a new password.',
  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  accountDeactivated: 'Your account is deactivated. Please contact customer service.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  oldPasswordWrong: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  accountExists: 'An account with this email address already exists.',
  invitationCodeInvalid: 'The invitation code is not valid.',
  challengeInvalid: 'The security check failed. Please reload the page and try again.',
  signupNotOffered: 'Accounts are created on the sales and customer portals.',
  tooManyRequests: 'Too many requests. Please try again later.',
  tooManyLookups: 'Too many numbers were looked up in the last hour. Please try again later.',
  directorySignupOnly: 'Only directory users complete a directory sign-up.',
  emailReadOnly: 'Only directory users may change their email address.',
  profileEditNotOffered: 'Profiles are edited on the sales and customer portals.',
  requestNotActionable: 'This request has already been decided or is not yours to decide.',
  salesRepsRequestedOnSalesPortal: 'Sales representative ids are requested on the sales portal.',
  customersRequestedOnCustomerPortal: 'Customer numbers are requested on the customer portal.',
} as const;

/** The spec's "already exists" texts end in the ids that were ignored. */
export const alreadyHeldMessage = (kind: 'sales-rep' | 'customer', ids: readonly string[]) =>
  `${kind === 'sales-rep' ? AccountMessage.salesRepsAlreadyHeld : AccountMessage.customersAlreadyHeld}: ${ids.join(', ')}`;

/** Ids asked for before and still undecided: asking again would only repeat the request. */
export const alreadyRequestedMessage = (kind: 'sales-rep' | 'customer', ids: readonly string[]) =>
  `${kind === 'sales-rep' ? AccountMessage.salesRepsAlreadyRequested : AccountMessage.customersAlreadyRequested}: ${ids.join(', ')}`;

/** Sign-up ids that match no sales rep or customer: named, rather than dropped (decision 154). */
export const unknownIdsMessage = (kind: 'sales-rep' | 'customer', ids: readonly string[]) => {
  const [one, many] =
    kind === 'sales-rep'
      ? ['Unknown sales representative id', 'Unknown sales representative ids']
      : ['Unknown customer number', 'Unknown customer numbers'];
  return `${ids.length === 1 ? one : many}: ${ids.join(', ')}`;
};
