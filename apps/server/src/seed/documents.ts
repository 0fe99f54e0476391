import type { document } from '../db/schema/index.ts';
import { categoryPlans, type CategoryPlan } from './catalogue-plan.ts';
import { renderPdf, type DocumentKind, type PartsListLine } from './documents-pdf.ts';
import type { SeedFile } from './seed-file.ts';

type DocumentRow = typeof document.$inferInsert;

const kinds: ReadonlyArray<[DocumentKind, string, string]> = [
  ['manual', 'Installation & Operation Manual', 'installation-operation-manual'],
  ['parts-list', 'Replacement Parts List', 'parts-list'],
  ['wiring', 'Wiring Diagram', 'wiring-diagram'],
];

const WIRING_FAMILIES = new Set([
  'unit-heaters',
  'duct-furnaces',
  'make-up-air-units',
  'controls-and-thermostats',
]);

export interface SeededDocuments {
  rows: DocumentRow[];
  files: SeedFile[];
  /** Document ids per category slug, in display order. */
  byCategory: Map<string, number[]>;
}

/** About twenty PDFs shared by the products of each category. */
export function buildDocuments(
  linesFor: (category: CategoryPlan) => PartsListLine[],
): SeededDocuments {
  const out: SeededDocuments = { rows: [], files: [], byCategory: new Map() };
  categoryPlans.forEach((category, catIndex) => {
    const ids: number[] = [];
    for (const [kind, title, slug] of kinds) {
      if (kind === 'wiring' && !WIRING_FAMILIES.has(category.slug)) continue;
      const documentId = out.rows.length + 1;
      const key = `documents/${category.slug}-${slug}.pdf`;
      const documentNumber = `DOC-${100 + catIndex}-${kinds.findIndex(([k]) => k === kind) + 1}`;
      out.rows.push({
        documentId,
        documentName: `${category.displayName} — ${title}`,
        documentPath: `/files/${key}`,
        contentType: 'application/pdf',
        caption: `${title} (PDF, ${documentNumber})`,
        orderBy: ids.length + 1,
      });
      const lines = kind === 'parts-list' ? linesFor(category) : [];
      out.files.push({
        key,
        body: () => renderPdf({ kind, title, family: category.displayName, documentNumber, lines }),
      });
      ids.push(documentId);
    }
    out.byCategory.set(category.slug, ids);
  });
  return out;
}
