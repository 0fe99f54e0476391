import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { EditorItem, EditorTreeNode } from '@portal/domain';
import { DEMO_PASSWORD, logIn } from './accounts.ts';

export const EDITOR = 'editor@example.com';
export const PRODUCT_EDITOR = 'product-editor@example.com';

/** `http://{site}.localhost:{port}{path}`: the editor site, or the parts site for comparison. */
export function siteUrl(baseURL: string | undefined, site: 'editor' | 'parts', path: string) {
  const url = new URL(path, baseURL ?? 'http://localhost:3100');
  url.hostname = `${site}.localhost`;
  return url.toString();
}

/** Opens the editor signed out, is sent to the login, signs in and lands on the workspace. */
export async function signInToEditor(
  page: Page,
  baseURL: string | undefined,
  username: string,
): Promise<void> {
  await page.goto(siteUrl(baseURL, 'editor', '/'));
  await expect(page).toHaveURL(siteUrl(baseURL, 'editor', '/authentication/login'));
  await logIn(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL(siteUrl(baseURL, 'editor', '/'));
}

/**
 * Signs the API context in as the catalogue editor on the editor site. Node does not resolve
 * *.localhost as a browser does: the Host header names the site; send it with every call.
 */
export async function signInEditorApi(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<{ host: string }> {
  const headers = { host: new URL(siteUrl(baseURL, 'editor', '/')).host };
  const login = await request.post('/api/Authentication/Login', {
    headers,
    data: { Username: EDITOR, Password: DEMO_PASSWORD, Scope: 'sales-rep' },
  });
  expect(login.ok()).toBe(true);
  return headers;
}

/** A product and the way to it, top first, as the editor's tree lists them. */
export type TreePath = [EditorTreeNode, EditorTreeNode, EditorTreeNode, EditorTreeNode];

/**
 * The last product of the last series, class and category: far from the products other
 * journeys read by name, so renaming it disturbs none of them. Read through the editor's API.
 */
export async function lastProductPath(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<TreePath> {
  const headers = await signInEditorApi(request, baseURL);
  const path: EditorTreeNode[] = [];
  for (let level = 0; level < 4; level += 1) {
    const parent = path[level - 1];
    const query = parent ? `?entityName=${parent.EntityName}&id=${parent.Id}` : '';
    const answer = await request.get(`/api/editor/tree${query}`, { headers });
    expect(answer.ok()).toBe(true);
    const { List } = (await answer.json()) as { List: EditorTreeNode[] };
    const last = List[List.length - 1];
    if (!last) throw new Error(`Nothing under ${parent?.Name ?? 'the root'}`);
    path.push(last);
  }
  return path as TreePath;
}

/** A node's name in the tree: its display name, then its entity badge. */
export const treeLabel = (node: EditorTreeNode): string => node.DisplayName ?? node.Name;

/**
 * The last series of the last class of the next-to-last category: no other journey reads it,
 * so a product added there for a journey disturbs none of the others.
 */
export async function quietSeries(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<[EditorTreeNode, EditorTreeNode, EditorTreeNode]> {
  const headers = await signInEditorApi(request, baseURL);
  const list = async (query: string) => {
    const answer = await request.get(`/api/editor/tree${query}`, { headers });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { List: EditorTreeNode[] }).List;
  };
  const categories = await list('');
  const category = categories[categories.length - 2]!;
  const classes = await list(`?entityName=Category&id=${category.Id}`);
  const productClass = classes[classes.length - 1]!;
  const series = await list(`?entityName=ProductClass&id=${productClass.Id}`);
  return [category, productClass, series[series.length - 1]!];
}

export type EditorCall = <T>(
  method: 'post' | 'put',
  url: string,
  data: object,
  status: number,
) => Promise<T>;

/** The editor's calls as the demo editor makes them: each expects its status; remove deletes. */
async function editorCalls(request: APIRequestContext, baseURL: string | undefined) {
  const headers = await signInEditorApi(request, baseURL);
  const call: EditorCall = async <T>(
    method: 'post' | 'put',
    url: string,
    data: object,
    status: number,
  ) => {
    const answer = await request[method](url, { headers, data });
    expect(answer.status(), await answer.text()).toBe(status);
    return (await answer.json()) as T;
  };
  /** Deletes an item at the version it has now. */
  const remove = async (url: string) => {
    const { Version } = (await (await request.get(url, { headers })).json()) as EditorItem;
    expect((await request.delete(`${url}?version=${Version}`, { headers })).ok()).toBe(true);
  };
  return { call, remove };
}

/**
 * A preview-only product of a journey's own in the quiet series, made through the editor's
 * calls; `remove` deletes it with everything under it.
 */
export async function quietProduct(
  request: APIRequestContext,
  baseURL: string | undefined,
  name: string,
  values: Record<string, unknown> = {},
) {
  const way = await quietSeries(request, baseURL);
  const { call, remove } = await editorCalls(request, baseURL);
  const Values = { Name: name, DisplayName: name, IsPreview: true, ...values };
  const url = '/api/editor/item/Product';
  const product = await call<EditorItem>('post', url, { ParentId: way[2].Id, Values }, 201);
  return { way, product, call, remove: () => remove(`${url}/${product.Id}`) };
}
