import { z } from 'zod';

/**
 * The catalogue editor's calls (admin §2.4, §7: "the editor's save, create, delete and
 * change-log calls: not shown"; decision 167). Values travel keyed by EntityPropertyName, the
 * name the editor definitions give each field.
 */

/** Entities the editor site maintains through these calls, top of the tree first. */
export const editableEntityNames = [
  'Category',
  'ProductClass',
  'ManufacturingSeries',
  'Product',
  'Site',
  'Catalog',
  'Division',
  // The editor definitions themselves (decision 174).
  'Editor',
] as const;
export type EditableEntityName = (typeof editableEntityNames)[number];

/** An item's id: a PostgreSQL integer, so a larger one is refused as input, not by the database. */
export const MAX_ITEM_ID = 2_147_483_647;
const itemId = z.coerce.number().int().positive().max(MAX_ITEM_ID);

/** The tree's entities and the parent each one hangs under. */
export const treeParentOf: Partial<Record<EditableEntityName, EditableEntityName>> = {
  ProductClass: 'Category',
  ManufacturingSeries: 'ProductClass',
  Product: 'ManufacturingSeries',
};

const scalars = [
  z.string().max(100_000),
  z.number().finite(),
  z.boolean(),
  z.array(z.number().int()).max(1000),
  z.null(),
] as const;

/** Most objects a list of a sub-editor-multiple holds, and most values an object holds. */
export const MAX_EDITOR_OBJECTS = 200;
export const MAX_EDITOR_OBJECT_KEYS = 60;

const objectOf = <T extends z.ZodType>(value: T) =>
  z
    .record(z.string().min(1).max(100), value)
    .refine((o) => Object.keys(o).length <= MAX_EDITOR_OBJECT_KEYS, {
      message: `At most ${MAX_EDITOR_OBJECT_KEYS} values an object`,
    });
const withObjects = <T extends z.ZodType>(object: T) =>
  z.union([...scalars, object, z.array(object).max(MAX_EDITOR_OBJECTS)]);

// Sub-editors nest objects (an editor's sections, their fields, their validations): three
// levels spelt out rather than a recursive schema, so no body can nest deeper (decision 174).
const innerValue = withObjects(objectOf(z.union(scalars)));
const middleValue = withObjects(objectOf(innerValue));

/**
 * A value of one field: text, number, yes/no, the ids of a list, nothing, or for sub-editors
 * and permission grids an object of values or a list of them.
 */
export const editorValue = withObjects(objectOf(middleValue));
export type EditorValue = z.infer<typeof editorValue>;
/** One object of a sub-editor or a row of a permission grid, keyed by EntityPropertyName. */
export type EditorObject = { [name: string]: EditorValue };
export const editorValues = z.record(z.string().min(1).max(100), editorValue);
export type EditorValues = z.infer<typeof editorValues>;

/** One choice of a list field (Catalogs, Divisions, Sites, Images). */
export const editorChoice = z.object({ Id: z.number().int(), DisplayName: z.string() });
export type EditorChoice = z.infer<typeof editorChoice>;

/** A node of the editor's tree: every item, hidden and preview-only ones included. */
export const editorTreeNode = z.object({
  EntityName: z.enum(editableEntityNames),
  EntityLevel: z.number().int(),
  Id: z.number().int(),
  Name: z.string(),
  DisplayName: z.string().nullable(),
  Visible: z.boolean(),
  IsPreview: z.boolean(),
  /** How many children the node has (0 for a product). */
  ChildCount: z.number().int(),
});
export type EditorTreeNode = z.infer<typeof editorTreeNode>;

/** GET /api/editor/tree: the categories, or the children of the node named. */
export const editorTreeQuery = z.object({
  entityName: z.enum(editableEntityNames).optional(),
  id: itemId.optional(),
});
export const editorTree = z.object({ List: z.array(editorTreeNode) });

/** GET /api/editor/item/{entityName}/{id}: the item's values as the caller may read them. */
export const editorItem = z.object({
  EntityName: z.enum(editableEntityNames),
  Id: z.number().int(),
  /** Opaque row version: sent back with a save, so a save over someone else's is refused. */
  Version: z.string(),
  Title: z.string(),
  /** The item's parent in the tree, if it has one. */
  Parent: z.object({ EntityName: z.enum(editableEntityNames), Id: z.number().int() }).nullable(),
  Values: editorValues,
  /** Choices of the list fields, keyed by EntityPropertyName. */
  Choices: z.record(z.string(), z.array(editorChoice)),
  /** Who changed it last and when (ISO), from the change log. */
  LastChangedBy: z.string().nullable(),
  LastChangedAt: z.string().nullable(),
});
export type EditorItem = z.infer<typeof editorItem>;

export const editorItemParams = z.object({
  entityName: z.enum(editableEntityNames),
  id: itemId,
});
export const editorEntityParams = z.object({ entityName: z.enum(editableEntityNames) });

/** PUT /api/editor/item/{entityName}/{id}: the changed fields only. */
export const editorSave = z.object({
  Version: z.string().min(1).max(40),
  Values: editorValues,
});
export type EditorSave = z.infer<typeof editorSave>;

/** POST /api/editor/item/{entityName}: a new item under ParentId (required below Category). */
export const editorCreate = z.object({
  ParentId: z.number().int().positive().max(MAX_ITEM_ID).nullable().optional(),
  Values: editorValues,
});
export type EditorCreate = z.infer<typeof editorCreate>;

/** DELETE /api/editor/item/{entityName}/{id}?version=… */
export const editorDeleteQuery = z.object({ version: z.string().min(1).max(40) });

export const changeAction = z.enum(['Created', 'Updated', 'Deleted']);
export type ChangeAction = z.infer<typeof changeAction>;

/** One field's change, or a whole item's creation or deletion (Field null). */
export const changeLogEntry = z.object({
  ChangeId: z.number().int(),
  ChangedAt: z.string(),
  UserName: z.string(),
  /** The reviewer who approved the change request this change applied, else null (decision 179). */
  ApprovedBy: z.string().nullable(),
  EntityName: z.string(),
  EntityId: z.number().int(),
  /** The item's title when the change was made. */
  EntityTitle: z.string(),
  Action: changeAction,
  Field: z.string().nullable(),
  OldValue: z.string().nullable(),
  NewValue: z.string().nullable(),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntry>;

export const CHANGE_LOG_PAGE_SIZE = 50;

/**
 * GET /api/changelog: the log-viewer route's query (parts §2: categoryId, productClassId,
 * manufacturingSeriesId, productId, keyword = a catalogue number) plus one item's or one
 * field's history and the viewer's filters. Pages go newest first; `after` is the previous
 * page's Next.
 */
export const changeLogQuery = z.object({
  categoryId: itemId.optional(),
  productClassId: itemId.optional(),
  manufacturingSeriesId: itemId.optional(),
  productId: itemId.optional(),
  keyword: z.string().trim().min(1).max(18).optional(),
  entityName: z.string().trim().min(1).max(100).optional(),
  entityId: itemId.optional(),
  field: z.string().trim().min(1).max(100).optional(),
  action: changeAction.optional(),
  user: z.string().trim().min(1).max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(CHANGE_LOG_PAGE_SIZE),
  after: z.coerce.number().int().positive().optional(),
});
export type ChangeLogQuery = z.infer<typeof changeLogQuery>;

export const changeLogPage = z.object({
  List: z.array(changeLogEntry),
  PageSize: z.number().int(),
  /** The last entry's ChangeId when more may follow, else null. */
  Next: z.number().int().nullable(),
});
export type ChangeLogPage = z.infer<typeof changeLogPage>;

export const EditorMessage = {
  /** No Editor module at read level 9 (admin §2.4, §6). */
  denied: 'Access to the Editor is Denied.',
  cannotRead: (entity: string) => `You may not open a ${entity}.`,
  conflict:
    'Someone else saved this item after you opened it. Reload it to see their changes, then make yours again.',
  notFound: (entity: string) => `${entity} not found`,
  cannotUpdate: (field: string) => `You may not change ${field}.`,
  cannotCreate: (entity: string) => `You may not create a ${entity}.`,
  cannotDelete: (entity: string) => `You may not delete a ${entity}.`,
  unknownField: (entity: string, field: string) => `${entity} has no field ${field}.`,
  parentRequired: (entity: string) => `Choose where the new ${entity} goes.`,
  nameTaken: 'That name is already used; choose another.',
  hasChildren: (entity: string) => `This ${entity} still has items under it; delete those first.`,
  invalid: 'Please correct the fields marked in red.',
} as const;
