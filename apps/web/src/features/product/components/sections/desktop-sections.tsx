import type { Section } from '@portal/domain';
import { useEffect } from 'react';
import { RouteTabs } from '../../../../ui/route-tabs/route-tabs.tsx';
import { TabContent, type TabContext } from './tab-content.tsx';
import { byOrder, firstTabOf, resolveDesktopTab } from './tab-selection.ts';
import { useTabState } from './tab-state.ts';

interface SectionTabsProps {
  section: Section;
  activeTab: string;
  context: TabContext;
}

function SectionTabs({ section, activeTab, context }: SectionTabsProps) {
  const { select: writeRoute } = useTabState();
  return (
    <RouteTabs
      id={`section-${section.SectionId}-tabs`}
      label={`${section.DisplayName} tabs`}
      variant="pills"
      activeKey={activeTab}
      onSelect={(key) => writeRoute(section.Name, key)}
      tabs={byOrder(section.Tabs).map((tab) => ({
        key: tab.Name,
        title: tab.DisplayName,
        content: <TabContent tab={tab} context={context} />,
      }))}
    />
  );
}

/** Desktop: sections as tabs (when more than one), each with its own row of tabs. */
export function DesktopSections({
  sections,
  context,
}: {
  sections: Section[];
  context: TabContext;
}) {
  const { section: sectionName, tab: tabName, select: writeRoute } = useTabState();
  const resolved = resolveDesktopTab(sections, sectionName, tabName);
  const section = resolved?.selection.section;
  const tab = resolved?.selection.tab;
  const mustReplace = resolved?.replace ?? false;

  useEffect(() => {
    if (mustReplace && section && tab) writeRoute(section.Name, tab.Name);
  }, [mustReplace, section, tab, writeRoute]);

  if (!section || !tab) return <p>This product has no further details.</p>;
  const tabs = <SectionTabs section={section} activeTab={tab.Name} context={context} />;
  if (sections.length === 1)
    return (
      <section aria-labelledby="section-heading">
        <h2 id="section-heading" className="h4">
          {section.DisplayName}
        </h2>
        {tabs}
      </section>
    );
  return (
    <RouteTabs
      id="product-sections"
      label="Sections"
      variant="tabs"
      activeKey={section.Name}
      onSelect={(key) => {
        const next = sections.find((s) => s.Name === key);
        const first = next && firstTabOf(next);
        if (first) writeRoute(first.section.Name, first.tab.Name);
      }}
      tabs={sections.map((s) => ({
        key: s.Name,
        title: s.DisplayName,
        content: s.SectionId === section.SectionId ? tabs : null,
      }))}
    />
  );
}
