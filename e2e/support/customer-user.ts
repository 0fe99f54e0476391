import { expect, type Page } from '@playwright/test';

/** The demo invitation code: a customer of Lakeside Contractors (0000100400), in at once. */
export const CUSTOMER_INVITATION = 'DEMO-CUSTOMER-2025';
export const INVITED_CUSTOMER = '0000100400';

/** A call made by the page itself, so the portal's cookies go along. */
export async function pageCall<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as T };
    },
    { method, path, body },
  );
}

/**
 * A new customer user through the invitation code, signed out again, so a journey has a cart
 * of its own (a signed-in user's cart follows them across browsers). The page must be on the
 * customer portal.
 */
export async function createInvitedCustomer(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  const challenge = await pageCall<{ Challenge: string }>(
    page,
    'GET',
    '/api/Authentication/Challenge?action=signup',
  );
  const signup = await pageCall(page, 'POST', '/api/Authentication/Signup', {
    Name: 'Casey',
    LastName: 'Buyer',
    Email: email,
    Password: password,
    Challenge: challenge.json.Challenge,
    InvitationCode: CUSTOMER_INVITATION,
  });
  expect(signup.status).toBe(200);
  await pageCall(page, 'POST', '/api/Authentication/Logout', {});
}
