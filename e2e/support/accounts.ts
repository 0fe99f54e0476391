import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The demo accounts' password (README, demo data). */
export const DEMO_PASSWORD = 'Demo-Pass-1';

export type PortalSite = 'sales' | 'customers';

/** `http://{site}.localhost:{port}{path}`: the host decides the portal. */
export function portalUrl(baseURL: string | undefined, site: PortalSite, path: string): string {
  const url = new URL(path, baseURL ?? 'http://localhost:3100');
  url.hostname = `${site}.localhost`;
  return url.toString();
}

/** An address no other run or project uses. */
export const uniqueEmail = (testInfo: TestInfo, tag: string): string =>
  `${tag}-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Signs the demo sales rep in on the sales portal (its policies are already accepted). */
export async function signInAsDemoRep(page: Page, baseURL: string | undefined): Promise<void> {
  await page.goto(portalUrl(baseURL, 'sales', '/authentication/login'));
  await logIn(page, 'rep@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(portalUrl(baseURL, 'sales', '/'));
}

/**
 * Opens each policy document and scrolls it to its last page: Accept and Decline stay
 * disabled until then. Answers the dialog.
 */
export async function readEveryPolicy(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Policy documents' });
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Accept' });
  await expect(accept).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Decline' })).toBeDisabled();
  await expect(
    dialog.getByText('You must access and review each of the documents prior to clicking'),
  ).toBeVisible();
  const count = await dialog.getByRole('listitem').count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await dialog.getByRole('button', { name: /^Open/ }).nth(i).click();
    await expect(dialog.getByText('You must read through to the end')).toBeVisible();
    const pages = dialog.getByRole('region', { name: 'Document pages' });
    // pdf.js starts its worker on the first document; a busy machine needs a moment.
    await expect(pages.getByRole('img', { name: /^Page 1 of/ })).toBeVisible({ timeout: 30_000 });
    await pages.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect(dialog.getByText('You must read through to the end')).toBeHidden();
    await dialog.getByRole('button', { name: 'Back to the documents' }).click();
  }
  await expect(dialog.getByText('Read', { exact: true })).toHaveCount(count);
  await expect(accept).toBeEnabled();
  return dialog;
}

/** Reads every policy document, then accepts them all. */
export async function acceptPolicies(page: Page): Promise<void> {
  const dialog = await readEveryPolicy(page);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Opens the portal's collapsed phone menu and waits for it to finish expanding: a tap inside
 * it while it still grows can miss, as it can for a person.
 */
export async function openPortalMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#portal-nav')).toHaveClass(/(^|\s)collapse show(\s|$)/);
}

/** The user menu sits in the collapsed menu on a phone. */
export async function openUserMenu(page: Page, name: string, isMobile: boolean): Promise<void> {
  if (isMobile) await openPortalMenu(page);
  const toggle = page.getByRole('button', { name });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}
