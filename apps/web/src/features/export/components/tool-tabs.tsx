import type { MaterialGroup } from '@portal/domain';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import type { TreeLevel, TreeNode } from '../../../ui/catalog-tree/tree-nodes.ts';
import type { ToolSelection, ToolState, ToolTab } from '../model/tool-selection.ts';
import { BrowseTab } from './browse-tab.tsx';
import { CatalogNumberTab } from './catalog-number-tab.tsx';
import { MaterialGroupTab, materialGroupLabel } from './material-group-tab.tsx';
import { SeriesTab } from './series-tab.tsx';

const VIEWER_LEVEL = {
  Category: 'category',
  ProductClass: 'productClass',
  ManufacturingSeries: 'manufacturingSeries',
  Product: 'product',
} as const satisfies Record<TreeLevel, ToolSelection['level']>;

const TAB_TITLES: [ToolTab, string][] = [
  ['browse', 'Browse'],
  ['series', 'Series'],
  ['catalogNumber', 'Catalog Number'],
  ['materialGroup', 'Material Group'],
];

/** The tab strip, across the tabs' panes and the viewer (inside the page's Tab.Container). */
export function ToolTabNav({ materialGroups }: { materialGroups: boolean }) {
  return (
    <Nav variant="tabs" className="export-tabs mb-3">
      {TAB_TITLES.filter(([tab]) => materialGroups || tab !== 'materialGroup').map(
        ([tab, title]) => (
          <Nav.Item key={tab}>
            <Nav.Link eventKey={tab}>{title}</Nav.Link>
          </Nav.Item>
        ),
      )}
    </Nav>
  );
}

interface Props {
  tool: ToolState;
  /** A result chosen on a tab, with that tab's input to keep. */
  onChoose: (selection: ToolSelection, input: string) => void;
  /** Text typed into a tab's box. */
  onType: (tab: ToolTab, text: string) => void;
  open: ReadonlySet<string>;
  onOpenChange: (open: Set<string>) => void;
  customerNumber: string | null;
  recent: readonly string[];
  /** Hidden on customer sites (spec §2.1). */
  materialGroups: boolean;
}

/** The four ways to a level: Browse, Series, Catalog Number and Material Group. */
export function ToolTabPanes(props: Props) {
  const { tool, onChoose, onType } = props;
  const chooseNode = (node: TreeNode) =>
    onChoose(
      {
        level: VIEWER_LEVEL[node.level],
        value: String(node.id),
        label: node.label,
        from: 'browse',
      },
      node.key,
    );
  const chooseModel = (catalogNumber: string) =>
    onChoose(
      { level: 'model', value: catalogNumber, label: catalogNumber, from: 'catalogNumber' },
      tool.inputs.catalogNumber,
    );
  const chooseGroup = (group: MaterialGroup | null) =>
    group
      ? onChoose(
          {
            level: 'materialGroup',
            value: group.MaterialGroupNumber,
            label: materialGroupLabel(group),
            from: 'materialGroup',
          },
          group.MaterialGroupNumber,
        )
      : onType('materialGroup', '');
  return (
    <Tab.Content>
      <Tab.Pane eventKey="browse">
        <BrowseTab
          selectedKey={tool.inputs.browse}
          onSelect={chooseNode}
          open={props.open}
          onOpenChange={props.onOpenChange}
        />
      </Tab.Pane>
      <Tab.Pane eventKey="series">
        <SeriesTab
          text={tool.inputs.series}
          onText={(text) => onType('series', text)}
          onSearch={(number) =>
            onChoose(
              { level: 'series', value: number, label: number, from: 'series' },
              tool.inputs.series,
            )
          }
        />
      </Tab.Pane>
      <Tab.Pane eventKey="catalogNumber">
        <CatalogNumberTab
          text={tool.inputs.catalogNumber}
          onText={(text) => onType('catalogNumber', text)}
          customerNumber={props.customerNumber}
          onChoose={chooseModel}
          recent={props.recent}
        />
      </Tab.Pane>
      {props.materialGroups && (
        <Tab.Pane eventKey="materialGroup">
          <MaterialGroupTab value={tool.inputs.materialGroup} onChoose={chooseGroup} />
        </Tab.Pane>
      )}
    </Tab.Content>
  );
}
