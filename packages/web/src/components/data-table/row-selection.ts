import { useState } from 'react';

/** Rows ticked in a table, by key; the table renders a checkbox column when it gets one. */
export interface RowSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** Names each row's checkbox for assistive technology, e.g. 'Selecionar Ana Souza'. */
  rowLabel: (row: Row) => string;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The ticked rows of a list. The selection belongs to the list it was made on (`scope`: page, search,
 * filters): when the scope changes it starts empty, so an action never reaches rows no longer shown.
 */
export function useRowSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: NONE });
  const selected = state.scope === scope ? state.ids : NONE;
  return {
    selected,
    setSelected: (ids: ReadonlySet<string>) => setState({ scope, ids }),
    clear: () => setState({ scope, ids: NONE }),
    /** The ids of the ticked rows among `rows`, in their order. */
    idsIn: (rows: readonly { _id: string }[]) => rows.filter((row) => selected.has(row._id)).map((row) => row._id),
  };
}
