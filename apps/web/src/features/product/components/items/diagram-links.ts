import type { ImageHotspot, SectionTab, TableModel } from '@portal/domain';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { tableName } from '../../../../ui/model-table/details-query.ts';
import type { RevealRequest } from '../../../../ui/model-table/model-table-rows.tsx';
import {
  DETAILS_NAVIGATION,
  withDetails,
} from '../../../../ui/model-table/use-model-details-query.ts';

/** What ties a tab's drawing to its parts tables: callouts and rows light each other up. */
export interface DiagramLinks {
  hotspots: ImageHotspot[];
  /** Callout number of each catalogue number a callout points at: the tables' 'Item' column. */
  itemNumbers: ReadonlyMap<string, number>;
  /** The model whose callout or row is under the pointer or keyboard focus. */
  highlighted: string | null;
  setHighlighted: (catalogNumber: string | null) => void;
  /** The model whose details panel is open. */
  selected: string | null;
  /** Selects the model in its table, opens its details and brings its row into view. */
  activate: (catalogNumber: string) => void;
  reveal: RevealRequest | null;
  /** 'Item 7: Blower wheel 120-4471', the callout's accessible name. */
  nameOf: (hotspot: ImageHotspot) => string;
}

export const DiagramLinksContext = createContext<DiagramLinks | null>(null);

export const useDiagramLinks = (): DiagramLinks | null => useContext(DiagramLinksContext);

/** The tab's first drawing with callouts, if any. */
export const tabHotspots = (tab: SectionTab): ImageHotspot[] =>
  tab.Items.find((i) => i.SectionItemType === 'Image' && i.Hotspots.length > 0)?.Hotspots ?? [];

export function useDiagramLinksOf(tab: SectionTab): DiagramLinks | null {
  const hotspots = useMemo(() => tabHotspots(tab), [tab]);
  const [params, setParams] = useSearchParams();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [reveal, setReveal] = useState<RevealRequest | null>(null);
  const tables = useMemo(
    () =>
      tab.Items.flatMap((i) => (i.SectionItemType === 'ModelTable' && i.Table ? [i.Table] : [])),
    [tab],
  );
  const models = useMemo(() => {
    const byNumber = new Map<string, TableModel>();
    for (const t of tables) for (const m of t.Models) byNumber.set(m.PcnCatalogNumber, m);
    return byNumber;
  }, [tables]);
  const itemNumbers = useMemo(
    () => new Map(hotspots.map((h) => [h.PcnCatalogNumber, h.CalloutNumber])),
    [hotspots],
  );
  const activate = useCallback(
    (catalogNumber: string) => {
      const table = tables.find((t) => t.Models.some((m) => m.PcnCatalogNumber === catalogNumber));
      if (!table) return;
      setParams(
        (previous) => withDetails(previous, tableName(table), catalogNumber),
        DETAILS_NAVIGATION,
      );
      setReveal({ catalogNumber, at: Date.now() });
    },
    [tables, setParams],
  );
  const nameOf = useCallback(
    (h: ImageHotspot) => {
      const model = models.get(h.PcnCatalogNumber);
      const description = model?.SapModelDescription ?? model?.Descriptions ?? h.Label ?? '';
      return `Item ${h.CalloutNumber}: ${description} ${h.PcnCatalogNumber}`.replace(/\s+/g, ' ');
    },
    [models],
  );
  if (hotspots.length === 0) return null;
  return {
    hotspots,
    itemNumbers,
    highlighted,
    setHighlighted,
    selected: params.get('catalogNumber'),
    activate,
    reveal,
    nameOf,
  };
}
