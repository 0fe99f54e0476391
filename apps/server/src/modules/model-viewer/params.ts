import { booleanFlag, catalogId } from '@portal/domain';
import { z } from 'zod';

/** Longest catalogue, series or material-group number the viewer accepts. */
export const MAX_NUMBER_LENGTH = 40;

const positiveId = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(2_147_483_647, `${name} is too large`);

const number = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(MAX_NUMBER_LENGTH, `${name} is too long`);

export const viewerQuery = z.object({
  catalogId: catalogId.optional(),
  isPreview: booleanFlag('isPreview'),
  showInventory: booleanFlag('showInventory'),
});
export type ViewerQuery = z.infer<typeof viewerQuery>;

export const catalogNumberParams = z.object({ catalogNumber: number('catalogNumber') });
export const seriesNumberParams = z.object({ seriesNumber: number('seriesNumber') });
export const materialGroupParams = z.object({ number: number('number') });
export const idParams = z.object({ id: positiveId('id') });
