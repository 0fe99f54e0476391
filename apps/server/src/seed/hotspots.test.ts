import { describe, expect, it } from 'vitest';
import { buildDemoData, type DemoData } from './demo-data.ts';

const rowsOf = (data: DemoData, tableName: string): Array<Record<string, unknown>> => {
  const found = data.batches.find(
    (b) => Reflect.get(b.table, Symbol.for('drizzle:Name')) === tableName,
  );
  if (!found) throw new Error(`no batch for ${tableName}`);
  return found.rows as Array<Record<string, unknown>>;
};

describe('demo drawings and their hotspots', () => {
  const data = buildDemoData();
  const images = rowsOf(data, 'image');
  const hotspots = rowsOf(data, 'image_hotspot');
  const productModels = new Map(rowsOf(data, 'product_model').map((p) => [p.productModelId, p]));
  const tabOfItem = rowsOf(data, 'section_item');
  const tabs = new Map(rowsOf(data, 'section_tab').map((t) => [t.sectionTabId, t]));
  const sections = new Map(rowsOf(data, 'section').map((s) => [s.sectionId, s]));
  const tableModels = rowsOf(data, 'section_table_model');

  it('gives every exploded drawing callouts 1..N linked to models of its own parts tables', () => {
    const drawings = images.filter((i) => i.explodedView);
    expect(drawings.length).toBeGreaterThan(0);
    for (const drawing of drawings) {
      const spots = hotspots.filter((h) => h.imageId === drawing.imageId);
      expect(spots.length, String(drawing.imageName)).toBeGreaterThan(0);
      expect(spots.map((s) => s.calloutNumber)).toEqual(spots.map((_, i) => i + 1));
      const item = tabOfItem.find((i) => i.imageId === drawing.imageId);
      const tab = tabs.get(item?.sectionTabId);
      const productId = sections.get(tab?.sectionId)?.productId;
      // The drawing's tab holds the tables whose rows the callouts point at.
      const tablesInTab = new Set(
        tabOfItem
          .filter((i) => i.sectionTabId === tab?.sectionTabId && i.sectionTableId)
          .map((i) => i.sectionTableId),
      );
      for (const spot of spots) {
        expect(productModels.get(spot.productModelId)?.productId).toBe(productId);
        expect(
          tableModels.some(
            (m) => m.productModelId === spot.productModelId && tablesInTab.has(m.sectionTableId),
          ),
        ).toBe(true);
        expect(Number(spot.x)).toBeGreaterThan(0);
        expect(Number(spot.x)).toBeLessThan(1);
        expect(Number(spot.y)).toBeGreaterThan(0);
        expect(Number(spot.y)).toBeLessThan(1);
      }
    }
  });

  it('draws no callout numbers into the drawings: the page lays them over from the hotspots', () => {
    const exploded = data.files.filter((f) => f.key.startsWith('images/exploded/'));
    for (const f of exploded)
      expect(String(f.body), f.key).not.toMatch(/font-size="18"[^>]*>\d+<\/text>/);
  });

  it('opens every product on its replacement parts, with the drawing beside them', () => {
    for (const section of sections.values()) {
      if (section.orderBy !== 1) continue;
      expect(section.name).toBe('parts');
    }
  });
});
