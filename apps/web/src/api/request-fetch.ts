/**
 * The fetch every API call goes through: the browser's, or, while the server renders a page,
 * one that answers from the server itself with the page request's cookies (ssr/).
 */
type Fetch = typeof fetch;

let source: () => Fetch = () => fetch;

export function setFetchSource(next: () => Fetch): void {
  source = next;
}

export const requestFetch: Fetch = (input, init) => source()(input, init);
