import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';

interface SelectAllCellProps {
  keys: string[];
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

/** Ticks or unticks every row of the page shown, keeping the rest of the selection. */
export function SelectAllCell({ keys, selected, onChange }: SelectAllCellProps) {
  const ticked = keys.filter((key) => selected.has(key)).length;
  const all = keys.length > 0 && ticked === keys.length;
  return (
    <TableCell padding="checkbox">
      <Checkbox
        size="small"
        checked={all}
        indeterminate={ticked > 0 && !all}
        disabled={keys.length === 0}
        onChange={() => {
          const next = new Set(selected);
          for (const key of keys) {
            if (all) next.delete(key);
            else next.add(key);
          }
          onChange(next);
        }}
        slotProps={{ input: { 'aria-label': 'Selecionar todos' } }}
      />
    </TableCell>
  );
}

interface SelectRowCellProps {
  rowKey: string;
  label: string;
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

export function SelectRowCell({ rowKey, label, selected, onChange }: SelectRowCellProps) {
  return (
    // A click beside the box must not open the row.
    <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
      <Checkbox
        size="small"
        checked={selected.has(rowKey)}
        onChange={(event) => {
          const next = new Set(selected);
          if (event.target.checked) next.add(rowKey);
          else next.delete(rowKey);
          onChange(next);
        }}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}
