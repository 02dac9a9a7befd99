/** A fieldset laid out as one row: its legend, then its fields (a day's hours, a break). */
export const FIELD_ROW = {
  border: 0,
  m: 0,
  p: 0,
  minWidth: 0,
  display: 'grid',
  gap: 2,
  alignItems: 'start',
} as const;
