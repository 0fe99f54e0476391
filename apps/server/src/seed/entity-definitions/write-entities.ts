import { FINDER_EXCLUDED_SECTIONS } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { idOf, type SeededIds } from './keys.ts';
import type { EntityPlan } from './plan.ts';

const excluded: readonly string[] = FINDER_EXCLUDED_SECTIONS;

/**
 * Inserts what is missing of the entities, their properties, editors and sections, each row
 * keyed by its parent's id, and answers the ids of all of them.
 */
export async function writeEntities(tx: Transaction, entities: EntityPlan[]): Promise<SeededIds> {
  await tx
    .insert(t.entity)
    .values(
      entities.map((e, i) => ({
        entityName: e.name,
        displayName: e.displayName,
        displayDescription: e.description,
        entityLevel: e.level,
        tableName: e.table,
        orderBy: i,
      })),
    )
    .onConflictDoNothing();
  const entityRows = await tx
    .select({ id: t.entity.entityObjectId, name: t.entity.entityName })
    .from(t.entity)
    .where(
      inArray(
        t.entity.entityName,
        entities.map((e) => e.name),
      ),
    );
  const entityIds = new Map(entityRows.map((r) => [r.name, r.id]));
  const planned = entities.map((plan) => ({ plan, id: idOf(entityIds, plan.name) }));

  await tx
    .insert(t.entityProperty)
    .values(
      planned.flatMap(({ plan, id }) =>
        plan.properties.map((p) => ({
          entityObjectId: id,
          entityPropertyName: p.name,
          propertyName: p.propertyName ?? p.name,
          propertyType: p.type ?? 'String',
          displayName: p.displayName,
          displayDescription: p.description ?? '',
          isId: p.isId ?? false,
          isTitle: p.isTitle ?? false,
          isKey: p.isKey ?? false,
          relatedTable: p.relatedTable ?? null,
          columnName: p.column,
          jsonKey: p.jsonKey ?? null,
        })),
      ),
    )
    .onConflictDoNothing();
  const propertyRows = await tx
    .select({
      id: t.entityProperty.entityPropertyId,
      entityId: t.entityProperty.entityObjectId,
      name: t.entityProperty.entityPropertyName,
    })
    .from(t.entityProperty)
    .where(inArray(t.entityProperty.entityObjectId, [...entityIds.values()]));
  const propertyIds = new Map(propertyRows.map((r) => [`${r.entityId}:${r.name}`, r.id]));

  await tx
    .insert(t.editor)
    .values(
      planned.map(({ plan, id }, i) => ({
        editorName: plan.editor.name,
        entityObjectId: id,
        displayName: plan.editor.displayName,
        icon: plan.editor.icon,
        hideBlankFields: plan.editor.hideBlankFields ?? false,
        orderBy: i,
      })),
    )
    .onConflictDoNothing();
  const editorRows = await tx
    .select({ id: t.editor.editorId, name: t.editor.editorName })
    .from(t.editor)
    .where(
      inArray(
        t.editor.editorName,
        entities.map((e) => e.editor.name),
      ),
    );
  const editorIds = new Map(editorRows.map((r) => [r.name, r.id]));

  await tx
    .insert(t.editorSection)
    .values(
      entities.flatMap((plan) =>
        plan.editor.sections.map((s, i) => ({
          editorId: idOf(editorIds, plan.editor.name),
          editorSectionName: s.name,
          sectionType: s.type,
          orderBy: i,
          inFinder: !excluded.includes(s.name),
        })),
      ),
    )
    .onConflictDoNothing();
  const sectionRows = await tx
    .select({
      id: t.editorSection.editorSectionId,
      editorId: t.editorSection.editorId,
      name: t.editorSection.editorSectionName,
    })
    .from(t.editorSection)
    .where(inArray(t.editorSection.editorId, [...editorIds.values()]));
  const sectionIds = new Map(sectionRows.map((r) => [`${r.editorId}:${r.name}`, r.id]));
  return { entities: entityIds, properties: propertyIds, editors: editorIds, sections: sectionIds };
}
