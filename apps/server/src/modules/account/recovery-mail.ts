/** The recovery e-mail: one link to the portal's own reset page. */
export function recoveryMail(portalName: string, link: string, minutes: number) {
  return {
    subject: `${portalName}: recover your password`,
    text: [
      `We received a request to recover the password of your ${portalName} account.`,
      '',
      `Choose a new password here (the link works once, for ${minutes} minutes):`,
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
