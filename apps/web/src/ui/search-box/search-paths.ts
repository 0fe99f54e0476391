import { siteKindOf } from '@portal/domain';

/** The search route: `/search/{keyword?}/{page?}`. */

/**
 * The spec's suggestion size (the domain's SUGGESTION_PAGE_SIZE, checked by a test), kept here
 * because the domain module defining it also holds Zod schemas, which stay out of the shell.
 */
export const SUGGESTION_PAGE_SIZE = 20;
/** Where the server stops counting results (the domain's SEARCH_COUNT_CAP, checked by a test). */
export const SEARCH_COUNT_CAP = 1000;
/** The longest keyword the server searches for (the domain's, checked by a test). */
export const MAX_KEYWORD_LENGTH = 100;
/** The highest page the server is asked for; pages past the results lead to the last one. */
export const MAX_SEARCH_PAGE = 10_000;

/** A keyword as the route carries it: '+' reads as a space, runs of spaces collapse. */
export const readKeyword = (raw: string | null | undefined): string =>
  (raw ?? '').replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();

/** `/search/{keyword}/{page}`, or `/search` for an empty keyword. */
export function searchPagePath(keyword: string, page = 1): string {
  const text = readKeyword(keyword);
  if (!text) return '/search';
  return `/search/${encodeURIComponent(text)}/${page}`;
}

/** A page number from the route: a positive whole number, or null. */
export function parsePage(raw: string | null | undefined): number | null {
  if (raw === undefined || raw === null || !/^\d{1,5}$/.test(raw.trim())) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

/**
 * The keyword of a search page's path (`/search/{keyword}/{page?}`, also under a portal's
 * /catalog), or null for any other page.
 */
export function keywordOfPath(pathname: string): string | null {
  const match = /^(?:\/catalog)?\/search\/([^/]+)(?:\/[^/]*)?\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return readKeyword(decodeURIComponent(match[1]!));
  } catch {
    return null;
  }
}

/** The page a search page should show instead of `page`, past its last one; else null. */
export function lastPageInstead(page: number, totalPages: number): number | null {
  return totalPages >= 1 && page > totalPages ? totalPages : null;
}

/**
 * 'Showing records X to Y of N results' for one page of a paged list; a total the server
 * stopped counting at reads 'N+'. A page past the results shows records 0 to 0.
 */
export function showingRecordsText(page: number, pageSize: number, total: number): string {
  const past = (page - 1) * pageSize >= total;
  const first = past ? 0 : (page - 1) * pageSize + 1;
  const last = past ? 0 : Math.min(page * pageSize, total);
  const of = total >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : `${total}`;
  return `Showing records ${first} to ${last} of ${of} ${total === 1 ? 'result' : 'results'}`;
}

/** Page numbers the pager offers: a window of `width` pages around the current one. */
export function pagerPages(current: number, totalPages: number, width = 5): number[] {
  if (totalPages < 1) return [];
  const size = Math.min(width, totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Sites of the catalogue tools, named by the spec, which search like the portals. */
const TOOL_SITES = new Set(['cr', 'editor']);

/**
 * The site search call (spec §7): `/api/search` on sales-rep and customer portals and on the
 * change-request and editor sites, `/api/catalog/GetSearchResults` on the others.
 */
export function searchApiPath(siteName: string): string {
  const portal = siteKindOf(siteName) !== 'catalogue' || TOOL_SITES.has(siteName.toLowerCase());
  return portal ? '/search' : '/catalog/GetSearchResults';
}
