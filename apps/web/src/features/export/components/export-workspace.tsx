import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import { useIsDesktop } from '../../../ui/use-media-query.ts';
import { readOpenKeys, readTab, writeOpenKeys } from '../model/tool-memory.ts';
import {
  chosen,
  EMPTY_TOOL,
  readToolState,
  typed,
  type ToolSelection,
  type ToolTab,
} from '../model/tool-selection.ts';
import type { ExportFieldSwitches } from './export-fields.tsx';
import { ExportViewer } from './export-viewer.tsx';
import { ToolTabNav, ToolTabPanes } from './tool-tabs.tsx';
import type { Exporter } from './use-exporter.ts';
import { useRecentCatalogNumbers } from './use-recent-catalog-numbers.ts';
import { useSessionValue } from './use-session-value.ts';

interface Props {
  customerNumber: string | null;
  fields: ExportFieldSwitches;
  exporter: Exporter;
  materialGroups: boolean;
}

/**
 * The tabs and the viewer of what they chose: side by side on a desktop; stacked on a phone,
 * where a product chosen in the tree takes the screen, with a way back to the tree.
 */
export function ExportWorkspace({ customerNumber, fields, exporter, materialGroups }: Props) {
  const isDesktop = useIsDesktop();
  const [tool, setTool] = useSessionValue('export-tool:state', readToolState);
  const [open, setOpen] = useSessionValue('export-tool:tree-open', readOpenKeys, writeOpenKeys);
  const [storedTab, setTab] = useSessionValue('export-tool:tab', (s) => readTab(s));
  const tab = materialGroups || storedTab !== 'materialGroup' ? storedTab : 'browse';
  const [viewerAlone, setViewerAlone] = useState(false);
  const { recent, remember } = useRecentCatalogNumbers();

  const choose = (selection: ToolSelection, input: string) => {
    setTool(chosen(selection, input));
    if (selection.level === 'model') remember(selection.value);
    if (isDesktop) return;
    if (selection.level === 'product') setViewerAlone(true);
    // On a phone the viewer sits under the tabs: bring it into view.
    else
      window.requestAnimationFrame(() =>
        document.getElementById('export-viewer')?.scrollIntoView({ block: 'start' }),
      );
  };
  const type = (at: ToolTab, text: string) => setTool((now) => typed(now, at, text));

  const { selection } = tool;
  const tabsShown = isDesktop || !viewerAlone || selection === null;
  return (
    <Tab.Container
      id="export-tool-tabs"
      activeKey={tab}
      onSelect={(key) => {
        if (!key) return;
        setTab(key as ToolTab);
        setViewerAlone(false);
      }}
      mountOnEnter
    >
      <ToolTabNav materialGroups={materialGroups} />
      <div className="row g-3">
        {/* Hidden, not left out: the tabs name their panes, and the tree keeps its place. */}
        <div className={tabsShown ? 'col-lg-3' : 'col-lg-3 d-none'}>
          <ToolTabPanes
            tool={tool}
            onChoose={choose}
            onType={type}
            open={open}
            onOpenChange={setOpen}
            customerNumber={customerNumber}
            recent={recent}
            materialGroups={materialGroups}
          />
        </div>
        <div className="col-lg-9" id="export-viewer">
          {!tabsShown && (
            <Button
              size="sm"
              variant="outline-secondary"
              className="mb-2"
              onClick={() => setViewerAlone(false)}
            >
              ‹ Back to the catalogue
            </Button>
          )}
          {selection ? (
            <ExportViewer
              selection={selection}
              customerNumber={customerNumber}
              fields={fields}
              exporter={exporter}
              onClear={() => {
                setTool(EMPTY_TOOL);
                setViewerAlone(false);
              }}
            />
          ) : (
            <p className="text-body-secondary mt-2">
              Choose a category, product class, series or product in the tree, or find a series, a
              catalog number or a material group, to see its models and export them.
            </p>
          )}
        </div>
      </div>
    </Tab.Container>
  );
}
