import { changeAction, type ChangeAction } from '@portal/domain';
import type { ChangeLogFilter } from '../../../api/change-log/get-change-log.ts';

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value !== null && /^\d{1,9}$/.test(value.trim()) && n > 0 ? n : undefined;
};
const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed.slice(0, max);
};

/**
 * The change log read the page's address asks for: the spec's subjects (categoryId,
 * productClassId, manufacturingSeriesId, productId, keyword) and the viewer's filters (field,
 * action, user). Values the server would refuse are left out.
 */
export function logFilterOf(query: URLSearchParams): ChangeLogFilter {
  const action = changeAction.safeParse(query.get('action'));
  const filter: ChangeLogFilter = {
    categoryId: positive(query.get('categoryId')),
    productClassId: positive(query.get('productClassId')),
    manufacturingSeriesId: positive(query.get('manufacturingSeriesId')),
    productId: positive(query.get('productId')),
    keyword: text(query.get('keyword'), 18),
    field: text(query.get('field'), 100),
    action: action.success ? (action.data satisfies ChangeAction) : undefined,
    user: text(query.get('user'), 100),
  };
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined),
  ) as ChangeLogFilter;
}

const EDITOR_LEVELS = new Set(['Category', 'ProductClass', 'ManufacturingSeries', 'Product']);

/** The editor's address of a logged item, when the editor's tree holds its kind. */
export const editorLinkOf = (entityName: string, entityId: number): string | null =>
  EDITOR_LEVELS.has(entityName)
    ? `/?${new URLSearchParams({ entity: entityName, id: String(entityId) })}`
    : null;

/** Who made a change: its user, and the reviewer when it applied an approved change request. */
export const changedByLabel = (entry: { UserName: string; ApprovedBy: string | null }): string =>
  entry.ApprovedBy ? `${entry.UserName} (approved by ${entry.ApprovedBy})` : entry.UserName;
