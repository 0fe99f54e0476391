import type { Section } from '@portal/domain';
import { TabContent, type TabContext } from './tab-content.tsx';
import { byOrder } from './tab-selection.ts';

/** Print view: every section and tab one after another, nothing hidden behind a tab. */
export function PrintSections({ sections, context }: { sections: Section[]; context: TabContext }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.SectionId} className="mb-4">
          <h2 className="h4">{section.DisplayName}</h2>
          {byOrder(section.Tabs).map((tab) => (
            <div key={tab.SectionTabId} className="mb-3">
              <h3 className="h5 border-bottom pb-1">{tab.DisplayName}</h3>
              <TabContent tab={tab} context={context} />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
