import type { Page } from '@playwright/test';

export interface ApiRequest {
  url: string;
  postData: string | null;
}

/** Every request the page and its frames send to the portal's own API from now on. */
export function recordApiRequests(page: Page): ApiRequest[] {
  const seen: ApiRequest[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.toLowerCase().startsWith('/api/'))
      seen.push({ url: request.url(), postData: request.postData() });
  });
  return seen;
}

/** Query values and, for a JSON body, each key and leaf value: what a field could carry. */
export function fieldsSent(request: ApiRequest): { keys: string[]; values: string[] } {
  const keys: string[] = [];
  const values: string[] = [];
  for (const [key, value] of new URL(request.url).searchParams) {
    keys.push(key);
    values.push(value);
  }
  const visit = (node: unknown): void => {
    if (node !== null && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        keys.push(key);
        visit(value);
      }
    else values.push(String(node));
  };
  try {
    if (request.postData) visit(JSON.parse(request.postData));
  } catch {
    // Not JSON (a file upload): its raw text is still searched for card numbers.
  }
  return { keys, values };
}
