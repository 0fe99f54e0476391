import { describe, expect, it } from 'vitest';
import { createSection } from './editor-factories.ts';
import { planTabs } from './editor-tabs.ts';

const header = createSection({
  EditorSectionId: 1,
  SectionType: 'Header',
  EditorSectionName: 'Images',
});
const general = createSection({ EditorSectionId: 2, EditorSectionName: 'Divisions' });
const images = createSection({ EditorSectionId: 3, EditorSectionName: 'Images' });
const catalogs = createSection({ EditorSectionId: 4, EditorSectionName: 'Catalogs' });
const logo = createSection({ EditorSectionId: 5, EditorSectionName: 'Logo' });
const favicon = createSection({ EditorSectionId: 6, EditorSectionName: 'Favicon' });

const keysOf = (plans: ReturnType<typeof planTabs>) => plans.map((p) => p.key);

describe('planTabs', () => {
  it("puts a section named for a tab on that tab, in the spec's order, the rest on edit", () => {
    const plans = planTabs('Category', [catalogs, general, images, header], true);
    expect(keysOf(plans)).toEqual(['edit', 'images', 'catalogs']);
    expect(plans[0]!.sections).toEqual([general, header]);
    expect(plans[1]!.sections).toEqual([images]);
  });

  it('keeps the header on edit whatever its name', () => {
    expect(keysOf(planTabs('Category', [header], true))).toEqual(['edit']);
  });

  it('gives a site its logo and favicon tabs and no product content', () => {
    expect(keysOf(planTabs('Site', [favicon, logo], true))).toEqual([
      'edit',
      'site-logo',
      'site-favicon',
    ]);
  });

  it("offers a product's content tabs only to a user who may read products", () => {
    expect(keysOf(planTabs('Product', [images, catalogs], true))).toEqual([
      'edit',
      'topology',
      'images',
      'features',
      'specifications',
      'productnotes',
      'catalogs',
    ]);
    expect(keysOf(planTabs('Product', [], false))).toEqual(['edit']);
  });

  it('shows edit even when every section has a tab of its own', () => {
    expect(planTabs('Category', [images], true)[0]).toEqual({ key: 'edit', sections: [] });
  });
});
