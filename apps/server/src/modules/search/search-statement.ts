import { SEARCH_COUNT_CAP, searchWords } from '@portal/domain';
import { modelRowsSql, siteRowsSql } from './result-rows.ts';
import {
  exclusiveTiers,
  holdsAliases,
  Params,
  planSearch,
  scopeCondition,
  type SearchScope,
  type Tier,
} from './tiers.ts';

export interface SearchRequest {
  keyword: string;
  scope: SearchScope;
  offset: number;
  limit: number;
  /** Whose rows the page shows: the site search's or the model search's. */
  rows: 'site' | 'model';
  /** A customer and the keys of the models they know by a material number matching. */
  customer?: { number: string; keys: string[] } | undefined;
}

/**
 * The statement of a search. With a name it answers the tier counts and the page's rows at
 * once (a row of counts and no entry for a page past the end); without one it answers the
 * counts and the page's entry ids, and the rows are read by id.
 */
export interface SearchStatement {
  /** Names the text: the same for every keyword of the same kind. */
  name: string | null;
  text: string;
  values: unknown[];
  tiers: Tier[];
}

/**
 * A word with a digit is part of a number and matches few entries, and every word must
 * match: reading the matches and sorting them is then the best plan whatever the values, so
 * one plan suits them all. For plain words only, how common they are decides the best plan
 * (read the matches and sort them, or read entries in order until the cap), so such a
 * keyword is planned for its values.
 */
const reusablePlan = (keyword: string) => {
  const words = searchWords(keyword);
  return words.length === 0 || words.some((w) => /\d/.test(w.word));
};

/**
 * The ranked list, read lazily up to the cap: each tier's rows come in its index order and
 * the union is read tier after tier, so a tier past the cap is never scanned.
 */
function rankedSql(scope: SearchScope, catalog: string, tiers: Tier[]): string {
  const parts = tiers.map(
    (tier, i) => `(select ${i} as tier, ${tier.lists} as entry_id from search_entry
      where ${scopeCondition(scope, catalog)} and ${tier.where}
      order by ${tier.orderBy} limit ${SEARCH_COUNT_CAP})`,
  );
  const capped = `(select tier, entry_id from (
        ${parts.join('\n        union all ')}) hits
        limit ${SEARCH_COUNT_CAP}) capped`;
  if (!holdsAliases(tiers))
    return `ranked as materialized (
      select tier, entry_id, row_number() over () as rank
      from ${capped})`;
  // A model found by more than one of its numbers is listed once, where it ranks best.
  return `ranked as materialized (
      select tier, entry_id, row_number() over (order by position) as rank
      from (select tier, entry_id, position,
                   row_number() over (partition by entry_id order by position) as copy
            from (select tier, entry_id, row_number() over () as position
                  from ${capped}) read) numbered
      where copy = 1)`;
}

/**
 * A number keyword's statement text depends only on its kind (which tiers it has), the scope
 * and the rows, so each kind is parsed and planned once per connection and its plan reused:
 * planning the tiers and the dozen tables of the rows costs more than running them.
 */
export function searchStatement(request: SearchRequest): SearchStatement | null {
  const { scope } = request;
  const reusable = reusablePlan(request.keyword);
  const params = new Params(reusable);
  const plan = planSearch(request.keyword, scope, params, request.customer?.keys);
  if (plan.tiers.length === 0) return null;
  const tiers = exclusiveTiers(plan.tiers);
  const ranked = rankedSql(scope, plan.catalog, tiers);
  const counts = `array[${tiers.map((_, i) => `count(*) filter (where tier = ${i})`).join(', ')}]::int[]`;
  const from = params.add(request.offset, 'int');
  const to = params.add(request.offset + request.limit, 'int');
  const onPage = `rank > ${from} and rank <= ${to}`;
  if (!reusable) {
    const text = `with ${ranked}
      select ${counts} as counts,
             coalesce(array_agg(entry_id order by rank) filter (where ${onPage}), '{}') as ids
      from ranked`;
    return { name: null, text, values: params.values, tiers };
  }
  const wanted = `(select entry_id, rank as n from ranked where ${onPage}) wanted`;
  const customer = request.customer ? params.add(request.customer.number, 'text') : null;
  const rows = request.rows === 'site' ? siteRowsSql(wanted) : modelRowsSql(wanted, customer);
  const text = `with ${ranked}
    select counted.counts, page.*
    from (select ${counts} as counts from ranked) counted
    left join lateral (${rows}) page on true
    order by page.n`;
  const name = [
    'search',
    request.rows,
    scope.preview ? 'preview' : 'public',
    scope.modelsOnly ? 'models' : 'all',
    request.customer ? 'customer' : 'anyone',
    plan.shape,
  ].join('-');
  return { name, text, values: params.values, tiers };
}
