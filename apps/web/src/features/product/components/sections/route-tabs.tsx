import type { ReactNode } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';

export interface RouteTab {
  key: string;
  title: string;
  content: ReactNode;
}

interface Props {
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  variant: 'tabs' | 'pills';
  activeKey: string;
  onSelect: (key: string) => void;
  tabs: RouteTab[];
}

/** A named tab list whose selection lives in the route; only the open pane is rendered. */
export function RouteTabs({ id, label, variant, activeKey, onSelect, tabs }: Props) {
  return (
    <Tab.Container
      id={id}
      activeKey={activeKey}
      onSelect={(key) => key && onSelect(key)}
      mountOnEnter
      unmountOnExit
    >
      <Nav as="ul" variant={variant} role="tablist" aria-label={label} className="mb-3">
        {tabs.map((tab) => (
          <Nav.Item as="li" role="presentation" key={tab.key}>
            <Nav.Link as="button" type="button" eventKey={tab.key}>
              {tab.title}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Tab.Content>
        {tabs.map((tab) => (
          <Tab.Pane key={tab.key} eventKey={tab.key}>
            {tab.content}
          </Tab.Pane>
        ))}
      </Tab.Content>
    </Tab.Container>
  );
}
