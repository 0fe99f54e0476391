import { sql } from 'drizzle-orm';

/** Rows as one JSON parameter, for `jsonb_populate_recordset`: a statement per table, not per row. */
export const jsonbRows = (rows: unknown) => sql`${JSON.stringify(rows)}::jsonb`;
