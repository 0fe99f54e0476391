/** Which cart lines are ticked, and which lines the selection has already seen. */
export interface SelectionState {
  /** Every line id the shopper has had the chance to untick. */
  known: ReadonlySet<number>;
  selected: ReadonlySet<number>;
}

/** On load every line is selected. */
export const initialSelection = (ids: readonly number[]): SelectionState => ({
  known: new Set(ids),
  selected: new Set(ids),
});

/**
 * The selection after the cart's lines changed (decision 035): a line that is new to it (added,
 * duplicated) is selected, a line that left drops out, and every other line keeps its tick
 * whatever happened to its quantity. Answers the same state when nothing was added or removed.
 */
export function followLines(state: SelectionState, ids: readonly number[]): SelectionState {
  const changed = ids.length !== state.known.size || ids.some((id) => !state.known.has(id));
  if (!changed) return state;
  const selected = new Set(ids.filter((id) => state.selected.has(id) || !state.known.has(id)));
  return { known: new Set(ids), selected };
}

/** A tick set by the shopper, kept to the lines the cart has. */
export const withSelected = (
  state: SelectionState,
  selected: ReadonlySet<number>,
): SelectionState => ({
  known: state.known,
  selected,
});
