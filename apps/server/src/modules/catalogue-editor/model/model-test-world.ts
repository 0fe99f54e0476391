import type { ModelEditorItem } from '@portal/domain';
import { beforeAll } from 'vitest';
import * as t from '../../../db/schema/index.ts';
import {
  createDivisionModel,
  createModel,
  createModelTableSection,
} from '../../../test/factories.ts';
import { editorWorldWithBranch, type EditorCaller } from '../editor-test-world.ts';

/** The editor world with one model listed in a table of the branch's product. */
export function modelEditorWorld() {
  const { world, branch } = editorWorldWithBranch();
  const model = { pcn: '', sectionTableId: 0, otherModel: '' };
  beforeAll(async () => {
    const { db } = world.database;
    const row = await createModel(db, {
      pcnCatalogNumber: '00012345',
      fingoodTpiMfgMod: 'MFG-12345',
      descriptions: 'Blower motor',
      modelDimensions: { Height: 10, Width: 4 },
    });
    const other = await createModel(db, { pcnCatalogNumber: '00054321' });
    const { table } = await createModelTableSection(db, branch.product.productId, [
      row.pcnCatalogNumber,
    ]);
    await createDivisionModel(db, row.pcnCatalogNumber, { divisionId: 1, modelNumber: 'N-1' });
    await db.insert(t.customerMaterial).values({
      customerNumber: 'C000001',
      pcnCatalogNumber: row.pcnCatalogNumber,
      materialNumber: 'MAT-1',
    });
    await db.insert(t.modelAssociation).values({
      parentPcn: row.pcnCatalogNumber,
      childPcn: other.pcnCatalogNumber,
    });
    Object.assign(model, {
      pcn: row.pcnCatalogNumber,
      sectionTableId: table.sectionTableId,
      otherModel: other.pcnCatalogNumber,
    });
  });

  const url = (pcn = model.pcn) => `/api/editor/model/${pcn}`;
  const open = async (caller: EditorCaller = 'catalogEditor', pcn = model.pcn) =>
    (await world.call(caller, 'GET', url(pcn))).json() as ModelEditorItem;
  const save = async (values: Record<string, unknown>, caller: EditorCaller = 'catalogEditor') =>
    world.call(caller, 'PUT', url(), { Version: (await open()).Version, Values: values });
  return { world, branch, model, url, open, save };
}
