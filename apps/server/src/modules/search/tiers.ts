import {
  FUZZY_MIN_LENGTH,
  fuzzyAnchors,
  MATCH_TIERS,
  oneEditPatterns,
  searchKey,
  searchWords,
  wordQuery,
  type MatchTier,
} from '@portal/domain';
import { sql, type SQL } from 'drizzle-orm';

/** One tier of a search: which entries it holds and in which order they read. */
export interface Tier {
  name: MatchTier | 'customer material number';
  where: SQL;
  orderBy: SQL;
}

/** A keyword turned into the SQL of each tier (see the domain's matchTier for the rules). */
export interface SearchPlan {
  /** The exact and prefix tiers on catalogue and model numbers, then words. */
  tiers: Tier[];
  /** The one-edit tier, used only when no number tier matches anything. */
  fuzzy: Tier | null;
}

const like = (column: SQL, pattern: string) => sql`${column} like ${pattern}`;

function fuzzyCondition(key: string): SQL {
  const { prefix, reversedSuffix } = fuzzyAnchors(key);
  const patterns = sql`array[${sql.join(
    oneEditPatterns(key).map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]`;
  // The anchors let the btree indexes find the candidates; the patterns keep the right ones.
  const oneEdit = (column: SQL, reversed: SQL) => sql`(
    (${like(column, `${prefix}%`)} or ${like(reversed, `${reversedSuffix}%`)})
    and ${column} like any(${patterns}))`;
  return sql`(${oneEdit(sql`pcn_key`, sql`pcn_key_reversed`)}
    or ${oneEdit(sql`model_key`, sql`model_key_reversed`)})`;
}

export function planSearch(keyword: string): SearchPlan {
  const key = searchKey(keyword);
  const prefix = `${key}%`;
  const byPcn = sql`pcn_key`;
  const tiers: Tier[] = [];
  if (key !== '') {
    tiers.push(
      { name: MATCH_TIERS[0], where: sql`pcn_key = ${key}`, orderBy: byPcn },
      { name: MATCH_TIERS[1], where: sql`model_key = ${key}`, orderBy: byPcn },
      { name: MATCH_TIERS[2], where: like(sql`pcn_key`, prefix), orderBy: byPcn },
      {
        name: MATCH_TIERS[3],
        where: like(sql`model_key`, prefix),
        orderBy: sql`model_key, pcn_key`,
      },
    );
  }
  const words = searchWords(keyword);
  if (words.length > 0) {
    tiers.push({
      name: MATCH_TIERS[5],
      where: sql`words @@ to_tsquery('simple', ${wordQuery(words)})`,
      orderBy: sql`entry_id`,
    });
  }
  const fuzzy =
    key.length >= FUZZY_MIN_LENGTH
      ? { name: MATCH_TIERS[4], where: fuzzyCondition(key), orderBy: byPcn }
      : null;
  return { tiers, fuzzy };
}

/**
 * The tiers with each one's condition excluding every earlier tier, so an entry is
 * counted and listed once, in its best tier.
 */
export function exclusiveTiers(tiers: Tier[]): Tier[] {
  return tiers.map((tier, i) => {
    const earlier = tiers.slice(0, i).map((t) => sql`coalesce(${t.where}, false)`);
    if (earlier.length === 0) return tier;
    return { ...tier, where: sql`${tier.where} and not (${sql.join(earlier, sql` or `)})` };
  });
}
