import { booleanFlag, catalogId } from '@portal/domain';
import { z } from 'zod';

const positiveId = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(2_147_483_647, `${name} is too large`);

/** The spec spells the flag `showinventory`; `showInventory` is read too. */
export const exportSectionTableQuery = z.object({
  siteName: z.string().trim().max(50, 'siteName is too long').optional(),
  sectionTableId: positiveId('sectionTableId'),
  productId: positiveId('productId'),
  /** One of the site's catalogues; the site's own when left out. */
  catalogId: catalogId.optional(),
  showinventory: booleanFlag('showinventory'),
  showInventory: booleanFlag('showInventory'),
  isPreview: booleanFlag('isPreview'),
});
export type ExportSectionTableQuery = z.infer<typeof exportSectionTableQuery>;
