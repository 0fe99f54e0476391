import { modelViewerLevel, type ExportLevel, type ModelViewerLevel } from '@portal/domain';

/** The tool's four ways to find what to export (spec §2.1). */
export type ToolTab = 'browse' | 'series' | 'catalogNumber' | 'materialGroup';

/** What the viewer shows and its level button exports. */
export interface ToolSelection {
  level: ModelViewerLevel;
  /** The level's id or number, as the viewer and the export take it. */
  value: string;
  /** Its name on screen. */
  label: string;
  /** The tab it was chosen on. */
  from: ToolTab;
}

/** Each tab's own input: the tree node's key, the typed texts, the material group number. */
export type ToolInputs = Record<ToolTab, string>;

export interface ToolState {
  selection: ToolSelection | null;
  inputs: ToolInputs;
}

const NO_INPUTS: ToolInputs = { browse: '', series: '', catalogNumber: '', materialGroup: '' };
export const EMPTY_TOOL: ToolState = { selection: null, inputs: NO_INPUTS };

/**
 * A result chosen on one tab: it is the selection, and the other tabs' inputs are emptied
 * (spec §2.1: selecting a result resets the other selections).
 */
export function chosen(selection: ToolSelection, input: string): ToolState {
  return { selection, inputs: { ...NO_INPUTS, [selection.from]: input } };
}

/**
 * Typing into a tab's box changes only that box; emptying it is clearing, which resets every
 * selection (spec §2.1).
 */
export function typed(state: ToolState, tab: ToolTab, text: string): ToolState {
  if (text.trim() === '') return { selection: null, inputs: { ...NO_INPUTS, [tab]: text } };
  return { ...state, inputs: { ...state.inputs, [tab]: text } };
}

/**
 * The section tables' own export buttons show only when no catalogue number is being
 * searched: the model level of the Catalog Number tab shows one model of each table, and a
 * table's file would hold all of them.
 */
export const offersTableExport = (selection: ToolSelection | null): boolean =>
  selection !== null && selection.from !== 'catalogNumber';

/** The export API's name of a viewer level (`manufacturingSeries` is `manufacturingseries`). */
export const exportLevelOf = (level: ModelViewerLevel): ExportLevel =>
  level.toLowerCase() as ExportLevel;

/** The state as kept for a reload; anything unreadable is a fresh start. */
export function readToolState(stored: unknown): ToolState {
  if (!stored || typeof stored !== 'object') return EMPTY_TOOL;
  const { selection, inputs } = stored as Partial<ToolState>;
  const texts = Object.fromEntries(
    Object.keys(NO_INPUTS).map((tab) => {
      const value = (inputs as Partial<ToolInputs> | undefined)?.[tab as ToolTab];
      return [tab, typeof value === 'string' ? value : ''];
    }),
  ) as ToolInputs;
  const valid =
    !!selection &&
    modelViewerLevel.safeParse(selection.level).success &&
    typeof selection.value === 'string' &&
    typeof selection.label === 'string' &&
    selection.from in NO_INPUTS;
  return { selection: valid ? selection : null, inputs: texts };
}
