import { ModelEditorMessage } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { Conflict, NotFound } from '../../../lib/errors.ts';
import { refusingTakenNames } from '../database-errors.ts';

/**
 * Copies a model and its children to a new catalogue number inside the caller's transaction
 * (admin §4, §5; decision 176). The copy is a new row; so are its division models, customer
 * materials, model associations, product class types, product models and section-table rows
 * (with new ids; the copy sits at the original's place in each table). Image callouts stay
 * with the original: they number one drawing's parts. A taken number answers 409, also when
 * two copies race (the primary key decides).
 */
export async function copyModelRows(
  tx: Transaction,
  source: string,
  target: string,
  keepModelNumber: boolean,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(t.model)
    .where(eq(t.model.pcnCatalogNumber, source))
    .for('share');
  if (!row) throw new NotFound('Model not found');
  await refusingTakenNames(
    () =>
      tx.insert(t.model).values({
        ...row,
        pcnCatalogNumber: target,
        // The column holds no null: a copy without its model number has an empty one.
        fingoodTpiMfgMod: keepModelNumber ? row.fingoodTpiMfgMod : '',
      }),
    ModelEditorMessage.copyExists,
  );
  await tx.execute(sql`
    insert into division_model (division_id, pcn_catalog_number, model_number, pcn, barcode, series, oem)
    select division_id, ${target}, model_number, pcn, barcode, series, oem
    from division_model where pcn_catalog_number = ${source} order by division_model_id`);
  await tx.execute(sql`
    insert into customer_material (customer_number, pcn_catalog_number, material_number)
    select customer_number, ${target}, material_number
    from customer_material where pcn_catalog_number = ${source}`);
  await tx.execute(sql`
    insert into model_association (parent_pcn, child_pcn, association_type)
    select ${target}, child_pcn, association_type
    from model_association where parent_pcn = ${source} and child_pcn <> ${target}`);
  await tx.execute(sql`
    insert into model_product_class_type (pcn_catalog_number, product_class_id)
    select ${target}, product_class_id
    from model_product_class_type where pcn_catalog_number = ${source}`);
  await tx.execute(sql`
    with original as (
      select product_model_id, product_id from product_model where pcn_catalog_number = ${source}
    ), copied as (
      insert into product_model (product_id, pcn_catalog_number)
      select product_id, ${target} from original
      returning product_model_id, product_id
    )
    insert into section_table_model (section_table_id, product_model_id, order_by)
    select stm.section_table_id, copied.product_model_id, stm.order_by
    from original
    join copied using (product_id)
    join section_table_model stm on stm.product_model_id = original.product_model_id`);
}

/** Stores a delete request; a second one waiting for the same model answers 409. */
export async function insertDeleteRequest(
  tx: Transaction,
  request: {
    pcn: string;
    comment: string | null;
    baseVersion: string;
    userId: number;
    userName: string;
    /** The change-request site it was made on; the editor's requests name none. */
    siteId?: number | null;
  },
): Promise<{ id: number; status: string }> {
  const [row] = await refusingTakenNames(
    () =>
      tx
        .insert(t.modelChangeRequest)
        .values({
          kind: 'Delete',
          pcnCatalogNumber: request.pcn,
          comment: request.comment,
          baseVersion: request.baseVersion,
          requestedBy: request.userId,
          requestedByName: request.userName,
          siteId: request.siteId ?? null,
        })
        .returning({
          id: t.modelChangeRequest.modelChangeRequestId,
          status: t.modelChangeRequest.status,
        }),
    ModelEditorMessage.requestPending,
  );
  if (!row) throw new Conflict(ModelEditorMessage.requestPending);
  return row;
}
