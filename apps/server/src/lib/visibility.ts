import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Hidden items never show; preview-only items show only in preview mode. */
export function shownTo(
  columns: { visible: PgColumn; isPreview: PgColumn },
  preview: boolean,
): SQL | undefined {
  return preview
    ? eq(columns.visible, true)
    : and(eq(columns.visible, true), eq(columns.isPreview, false));
}
