import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { EditorTreeNode } from '@portal/domain';
import { DEMO_PASSWORD, logIn } from './accounts.ts';
import { findTabWith, loadProduct } from './catalogue.ts';
import { lastProductPath, signInEditorApi } from './editor.ts';

export const PROPOSER = 'proposer@example.com';
export const REVIEWER = 'reviewer@example.com';

/** `http://cr.localhost:{port}{path}`: the change-request site. */
export function crUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL ?? 'http://localhost:3100');
  url.hostname = 'cr.localhost';
  return url.toString();
}

/** A page of its own (its own cookies) signed in on the change-request site, landing on '/'. */
export async function signInToChangeRequests(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(crUrl(baseURL, '/'));
  await expect(page).toHaveURL(crUrl(baseURL, '/authentication/login'));
  await logIn(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL(crUrl(baseURL, '/'));
  return page;
}

/**
 * A model of a product no other journey edits: the first model of the first table of the
 * product three from the end of the last series (the model and catalogue editor journeys use
 * the last two).
 */
export async function quietModel(request: APIRequestContext, baseURL: string | undefined) {
  const [, , series] = await lastProductPath(request, baseURL);
  const headers = await signInEditorApi(request, baseURL);
  const answer = await request.get(
    `/api/editor/tree?entityName=ManufacturingSeries&id=${series.Id}`,
    { headers },
  );
  const { List } = (await answer.json()) as { List: EditorTreeNode[] };
  const product = List[Math.max(0, List.length - 3)]!;
  const demo = await loadProduct(request, product.Name);
  const at = findTabWith(demo.sections, (item) => (item.Table?.Models.length ?? 0) > 0);
  if (!at?.item.Table) throw new Error(`No section table with models in ${product.Name}`);
  const model = at.item.Table.Models[0]!;
  return { headers, demo, at, catalogNumber: model.PcnCatalogNumber };
}
