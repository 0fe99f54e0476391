import { z } from 'zod';
import { editorItem, editorSave, editorValues } from './catalogue-editor.ts';

/**
 * The model editor's calls (admin §2.5, §3 Model, §4, §5, §8; decision 176). A model is an
 * item of the catalogue editor whose id is its catalogue number: it is read, checked, saved
 * and logged by the same functions as a product, with its tables (division models,
 * associations, model associations, customer materials) and its dimensions as objects.
 *
 * - GET  /api/editor/model/{catalogNumber}                  → ModelEditorItem
 * - PUT  /api/editor/model/{catalogNumber}  { Version, Values } (changed ones) → ModelEditorItem
 * - POST /api/editor/model                  { PcnCatalogNumber, Values } → 201 ModelEditorItem
 * - POST /api/editor/model/{catalogNumber}/copy { PcnCatalogNumber, CopyModelNumber } → 201
 * - POST /api/editor/model/{catalogNumber}/delete-request { Comment? } → 201 ModelDeleteRequested
 */

/** Catalogue number length (admin §9). */
export const CATALOG_NUMBER_MAX = 18;
/** A new or copied model's number is left-padded with zeros to this length (admin §5). */
export const CATALOG_NUMBER_PAD = 8;

export const ModelEditorMessage = {
  catalogNumberLength: 'Catalog Number must be between 1 and 18 characters',
  copyExists: 'Specified Catalog Number already exists',
  addExists: 'The catalog number already exists, please add a new unique catalog number',
  invalidModel: 'Please check that all model information is properly entered.',
  invalidAssociations:
    'Please check that all associations are valid and that there is only one association per product.',
  deleteRequested: (entity: string, name: string) =>
    `Delete request sent Successful for ${entity} ${name}`,
  requestPending: 'A delete request for this model is already waiting for review.',
  /** §8, spelled as the spec has it. */
  sectionSaved: (section: string) => `${section} saved succesfully.`,
} as const;

/** '123' → '00000123'; longer numbers are left as they are. */
export const paddedCatalogNumber = (catalogNumber: string): string =>
  catalogNumber.trim().padStart(CATALOG_NUMBER_PAD, '0');

/** A catalogue number as typed: 1 to 18 characters once trimmed. */
export const catalogNumberInput = z
  .string()
  .trim()
  .min(1, ModelEditorMessage.catalogNumberLength)
  .max(CATALOG_NUMBER_MAX, ModelEditorMessage.catalogNumberLength);

export const modelEditorParams = z.object({
  catalogNumber: z.string().trim().min(1).max(CATALOG_NUMBER_MAX),
});

/** A model as the editor opens it: an editor item whose Id is its catalogue number. */
export const modelEditorItem = editorItem.extend({
  EntityName: z.literal('Model'),
  Id: z.string(),
  Parent: z.null(),
});
export type ModelEditorItem = z.infer<typeof modelEditorItem>;

/** PUT: the changed fields at the version read, as for any item. */
export const modelSave = editorSave;

/** POST /api/editor/model: a new model; the definitions' defaults fill what is not given. */
export const modelCreate = z.object({
  PcnCatalogNumber: catalogNumberInput,
  Values: editorValues,
});
export type ModelCreate = z.infer<typeof modelCreate>;

/** The Copy Model modal: the new number, and whether the model number goes along. */
export const modelCopy = z.object({
  PcnCatalogNumber: catalogNumberInput,
  CopyModelNumber: z.boolean().default(false),
});
export type ModelCopy = z.infer<typeof modelCopy>;

/** 'Confirm Deletion' with its optional comment. */
export const modelDeleteRequest = z.object({
  Comment: z.string().trim().max(2000).optional(),
});
export type ModelDeleteRequest = z.infer<typeof modelDeleteRequest>;

export const modelDeleteRequested = z.object({
  Successful: z.literal(true),
  Message: z.string(),
  Data: z.object({ ModelChangeRequestId: z.number().int(), Status: z.string() }),
});
export type ModelDeleteRequested = z.infer<typeof modelDeleteRequested>;

/** Rows of the model's tables as they travel in Values (admin §3 Model). */
export const divisionModelRow = z.object({
  DivisionModelId: z.number().int().positive().nullable().optional(),
  Division: z.number().int().positive(),
  ModelNumber: z.string().trim().min(1, 'Division Model Number is required').max(100),
  Pcn: z.string().trim().max(100).nullable().optional(),
  Barcode: z.string().trim().max(100).nullable().optional(),
  Series: z.string().trim().max(100).nullable().optional(),
  OEM: z.string().trim().max(100).nullable().optional(),
});
export type DivisionModelRow = z.infer<typeof divisionModelRow>;

export const customerMaterialRow = z.object({
  CustomerNumber: z.string().trim().min(1, 'Customer Number is required').max(20),
  MaterialNumber: z.string().trim().min(1, 'Material Number is required').max(40),
});
export type CustomerMaterialRow = z.infer<typeof customerMaterialRow>;

/** A model this one is associated with (its child: an accessory, a replacement part). */
export const modelAssociationRow = z.object({
  PcnCatalogNumber: z.string().trim().min(1).max(CATALOG_NUMBER_MAX),
  AssociationType: z.string().trim().min(1).max(40).default('ReplacementPart'),
});
export type ModelAssociationRow = z.infer<typeof modelAssociationRow>;

/**
 * An association: the product that lists the model and the section tables of that product it
 * shows in. ProductModelId is null for a new one (and for a copy: its ids are reset).
 */
export const productModelRow = z.object({
  ProductModelId: z.number().int().positive().nullable().optional(),
  ProductId: z.number().int().positive(),
  SectionTableIds: z.array(z.number().int().positive()).max(100).default([]),
});
export type ProductModelRow = z.infer<typeof productModelRow>;

const dimension = z.number().finite().min(0).max(100_000).nullable().optional();
/** Inches and pounds. */
export const modelDimensionsValue = z
  .object({ Height: dimension, Width: dimension, Depth: dimension, Weight: dimension })
  .strict();
export type ModelDimensionsValue = z.infer<typeof modelDimensionsValue>;
