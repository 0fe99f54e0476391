/** A challenge the browser fetches before sign-up or recovery and sends back as `Challenge`. */
export interface IssuedChallenge {
  challenge: string;
  expiresAt: Date;
}

/**
 * Bot check: a hosted provider (a CAPTCHA service) in production, or the built-in signed
 * challenge offline. Both answer whether a submitted token is good for an action.
 */
export interface BotCheck {
  issue(action: string): Promise<IssuedChallenge>;
  verify(challenge: string | undefined, action: string): Promise<boolean>;
}
