import type { KeyboardEvent, ReactNode } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { tabKeyTarget } from './tab-keys.ts';

export interface RouteTab {
  key: string;
  title: ReactNode;
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
  className?: string;
}

/**
 * Arrows, Home and End move the focus to a tab and select it, as a click does. The focus moves
 * at once: the selection follows a route change, which lands later, and the list's own
 * arrow handling would put the focus back on the tab still selected.
 */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      '[role="tab"]:not([aria-disabled="true"])',
    ),
  ];
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index < 0) return;
  const next = tabs[tabKeyTarget(event.key, index, tabs.length) ?? -1];
  if (!next) return;
  event.preventDefault();
  next.focus();
  if (next.getAttribute('aria-selected') !== 'true') next.click();
}

/** A named tab list whose selection lives in the route; only the open pane is rendered. */
export function RouteTabs({ id, label, variant, activeKey, onSelect, tabs, className }: Props) {
  return (
    <Tab.Container
      id={id}
      activeKey={activeKey}
      onSelect={(key) => key && onSelect(key)}
      mountOnEnter
      unmountOnExit
    >
      <Nav
        as="ul"
        variant={variant}
        role="tablist"
        aria-label={label}
        className={className ?? 'mb-3'}
        onKeyDown={moveFocus}
      >
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
