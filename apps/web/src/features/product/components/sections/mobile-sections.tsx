import { FEATURES_TAB_ID, type Section } from '@portal/domain';
import Accordion from 'react-bootstrap/Accordion';
import { sameName } from '../../../../ui/catalog-paths.ts';
import { FeatureList } from '../header/feature-list.tsx';
import { TabContent, type TabContext } from './tab-content.tsx';
import { byOrder } from './tab-selection.ts';
import { useTabState } from './tab-state.ts';

interface Props {
  sections: Section[];
  /** Null when the catalogue shows no features list. */
  features: string[] | null;
  context: TabContext;
}

/**
 * Mobile: every tab is an accordion item. The synthetic Features tab (FEATURES_TAB_ID) comes
 * first and starts open; it is not a route, so opening it leaves the URL alone.
 */
export function MobileSections({ sections, features, context }: Props) {
  const { section: sectionName, tab: tabName, select: writeRoute } = useTabState();
  return (
    <>
      {features && (
        <Accordion defaultActiveKey={String(FEATURES_TAB_ID)} className="mb-3">
          <Accordion.Item eventKey={String(FEATURES_TAB_ID)}>
            <Accordion.Header as="h2">Features</Accordion.Header>
            <Accordion.Body>
              <FeatureList features={features} headingLevel={null} />
            </Accordion.Body>
          </Accordion.Item>
        </Accordion>
      )}
      {sections.map((section) => {
        const open = sameName(section.Name, sectionName)
          ? section.Tabs.find((t) => sameName(t.Name, tabName))?.Name
          : undefined;
        return (
          <section
            key={section.SectionId}
            className="mb-3"
            aria-labelledby={`m-section-${section.SectionId}`}
          >
            <h2 id={`m-section-${section.SectionId}`} className="h5">
              {section.MobileDisplayName ?? section.DisplayName}
            </h2>
            <Accordion
              activeKey={open ?? null}
              onSelect={(key) => {
                const tab = typeof key === 'string' ? key : null;
                writeRoute(tab ? section.Name : null, tab);
              }}
            >
              {byOrder(section.Tabs).map((tab) => (
                <Accordion.Item key={tab.SectionTabId} eventKey={tab.Name}>
                  <Accordion.Header as="h3">
                    {tab.MobileDisplayName ?? tab.DisplayName}
                  </Accordion.Header>
                  {/* Narrow sides: a parts table's three columns need the phone's width. */}
                  <Accordion.Body className="px-2">
                    {open === tab.Name && <TabContent tab={tab} context={context} />}
                  </Accordion.Body>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        );
      })}
    </>
  );
}
