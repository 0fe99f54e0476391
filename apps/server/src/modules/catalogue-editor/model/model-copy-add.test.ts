import { EditorMessage, ModelEditorMessage, type ModelEditorItem } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../../db/schema/index.ts';
import { modelEditorWorld } from './model-test-world.ts';

describe('adding, copying and asking to delete a model', () => {
  const { world, model, url, open } = modelEditorWorld();
  const add = (PcnCatalogNumber: string, Values: object = { FingoodTpiMfgMod: 'NEW-1' }) =>
    world.call('catalogEditor', 'POST', '/api/editor/model', { PcnCatalogNumber, Values });
  const copy = (PcnCatalogNumber: string, CopyModelNumber = false) =>
    world.call('catalogEditor', 'POST', `${url()}/copy`, { PcnCatalogNumber, CopyModelNumber });
  const created = (pcn: string) =>
    world.database.db
      .select()
      .from(t.catalogueChange)
      .where(
        and(eq(t.catalogueChange.catalogNumber, pcn), eq(t.catalogueChange.action, 'Created')),
      );

  it('adds a model, padded to eight, with the defaults, logged as Created', async () => {
    const res = await add('777', { FingoodTpiMfgMod: 'NEW-777', Descriptions: 'Brand new' });
    expect(res.statusCode).toBe(201);
    const item = res.json() as ModelEditorItem;
    expect(item.Id).toBe('00000777');
    expect(item.Values).toMatchObject({ Visible: true, Ecommerce: true, Accessory: false });
    const rows = await created('00000777');
    expect(rows.find((r) => r.field === null)).toMatchObject({ newValue: '00000777' });
    expect(rows.find((r) => r.field === 'Descriptions')).toMatchObject({ newValue: 'Brand new' });
    expect(world.published).toContainEqual({ entityName: 'Model', id: '00000777' });
  });

  it('refuses a number that exists, even when two adds race', async () => {
    const taken = await add(model.pcn);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Message).toBe(ModelEditorMessage.addExists);
    const answers = await Promise.all([add('AB-1'), add('AB-1')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().Message).toBe(
      ModelEditorMessage.addExists,
    );
  });

  it('refuses a model without its required information', async () => {
    const res = await add('888', { Descriptions: 'No model number' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(ModelEditorMessage.invalidModel);
    expect(res.json().Errors).toHaveProperty('FingoodTpiMfgMod');
  });

  it('refuses catalogue numbers of no or more than 18 characters', async () => {
    for (const number of ['', '   ', '1234567890123456789']) {
      for (const res of [await add(number), await copy(number)]) {
        expect(res.statusCode).toBe(400);
        expect(JSON.stringify(res.json())).toContain(ModelEditorMessage.catalogNumberLength);
      }
    }
  });

  it('copies the model and its children as new rows, padded, without the model number', async () => {
    const res = await copy('123');
    expect(res.statusCode).toBe(201);
    const item = res.json() as ModelEditorItem;
    const original = await open();
    expect(item.Id).toBe('00000123');
    expect(item.Values.FingoodTpiMfgMod).toBe('');
    expect(item.Values.Descriptions).toBe(original.Values.Descriptions);
    expect(item.Values.ModelDimensions).toEqual(original.Values.ModelDimensions);
    expect(item.Values.CustomerMaterials).toEqual(original.Values.CustomerMaterials);
    expect(item.Values.ModelAssociations).toEqual(original.Values.ModelAssociations);
    const [copied] = item.Values.DivisionModels as { DivisionModelId: number }[];
    const [kept] = original.Values.DivisionModels as { DivisionModelId: number }[];
    expect(copied!.DivisionModelId).not.toBe(kept!.DivisionModelId);
    const [association] = item.Values.ProductModels as {
      ProductModelId: number;
      SectionTableIds: number[];
    }[];
    const [source] = original.Values.ProductModels as { ProductModelId: number }[];
    expect(association!.ProductModelId).not.toBe(source!.ProductModelId);
    expect(association!.SectionTableIds).toEqual([model.sectionTableId]);
    const rows = await created('00000123');
    expect(rows.map((r) => r.field)).toEqual(
      expect.arrayContaining([null, 'Descriptions', 'DivisionModels', 'ProductModels']),
    );
  });

  it("keeps the model number when 'Copy Model Number?' is ticked", async () => {
    const res = await copy('00000124', true);
    expect(res.statusCode).toBe(201);
    expect(res.json().Values.FingoodTpiMfgMod).toBe('MFG-12345');
  });

  it('refuses a number that exists, even when two copies race', async () => {
    const taken = await copy('123');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Message).toBe(ModelEditorMessage.copyExists);
    const answers = await Promise.all([copy('CP-9'), copy('CP-9')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().Message).toBe(
      ModelEditorMessage.copyExists,
    );
  });

  it('keeps copying and adding from a product editor', async () => {
    const asProductEditor = await world.call('productEditor', 'POST', `${url()}/copy`, {
      PcnCatalogNumber: '555',
    });
    expect(asProductEditor.statusCode).toBe(403);
    const adding = await world.call('productEditor', 'POST', '/api/editor/model', {
      PcnCatalogNumber: '556',
      Values: { FingoodTpiMfgMod: 'X' },
    });
    expect(adding.statusCode).toBe(403);
    expect(adding.json().Message).toBe(EditorMessage.cannotCreate('Model'));
  });

  it('stores a delete request with its comment and answers the success message', async () => {
    const res = await world.call('catalogEditor', 'POST', `${url()}/delete-request`, {
      Comment: 'Obsolete since 2020',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      Successful: true,
      Message: `Delete request sent Successful for Model ${model.pcn}`,
      Data: { Status: 'Submitted' },
    });
    const [stored] = await world.database.db
      .select()
      .from(t.modelChangeRequest)
      .where(eq(t.modelChangeRequest.pcnCatalogNumber, model.pcn));
    expect(stored).toMatchObject({
      kind: 'Delete',
      comment: 'Obsolete since 2020',
      requestedByName: 'Eden Editor',
    });
    expect((await open()).Id).toBe(model.pcn);
  });

  it('takes one waiting delete request a model, and needs none for the comment', async () => {
    const again = await world.call('catalogEditor', 'POST', `${url()}/delete-request`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(ModelEditorMessage.requestPending);
    const other = await world.call(
      'catalogEditor',
      'POST',
      `${url('00000123')}/delete-request`,
      {},
    );
    expect(other.statusCode).toBe(201);
    const missing = await world.call('catalogEditor', 'POST', `${url('GONE')}/delete-request`, {});
    expect(missing.statusCode).toBe(404);
  });
});
