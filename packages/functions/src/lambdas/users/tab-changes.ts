import { HISTORY_HIDDEN_VALUE } from '@colabora/core/people/history-page';
import { historyDiff, type HistoryChange } from '@colabora/core/people/history';

// What a tab edit records in the person's history: each changed field with its value as display text.
// Document numbers, dependents (their CPFs and birth dates) and health data never enter the history: the
// entry says the field changed and shows HISTORY_HIDDEN_VALUE.

const HIDDEN = new Set([
  'cpf',
  'pisNumber',
  'rgNumber',
  'rgExpeditionDate',
  'rgOrganUfEmitter',
  'voterRegistrationNumber',
  'voterRegistrationZone',
  'voterRegistrationSection',
  'reservistNumber',
  'cpfOwner',
  'rgOwner',
  'dependents',
  'deficiency',
]);

const isFile = (value: object): value is { name: string; key: string } =>
  typeof (value as { key?: unknown }).key === 'string' && typeof (value as { name?: unknown }).name === 'string';

/** A group of fields (the additionals), recorded field by field; a file or a list is one value. */
const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isFile(value);

/** The value as a group (null: an empty one); undefined when it is a single value. */
const asGroup = (value: unknown) => (value === null ? null : isGroup(value) ? value : undefined);

/** A value as the history shows it; null when empty. */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(displayValue).join('; ');
  if (typeof value === 'object') {
    if (isFile(value)) return value.name;
    const parts = Object.entries(value).flatMap(([key, item]) => {
      const shown = displayValue(item);
      return shown === null ? [] : [`${key}: ${shown}`];
    });
    return parts.length === 0 ? null : parts.join(', ');
  }
  return null;
}

const hidden = (value: unknown) => (displayValue(value) === null ? null : HISTORY_HIDDEN_VALUE);

/**
 * The history entries of a tab saved from `before` to `after`: `prefix.field` for each field that changed, and
 * `prefix.group.field` for each changed field of a group (the screen labels each path: core/people/field-labels).
 */
export function tabChanges<T extends object>(prefix: string | null, before: T | null, after: T): HistoryChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])] as (keyof T & string)[];
  return historyDiff(before, after, fields).flatMap(({ field, before: was, after: is }) => {
    const path = prefix ? `${prefix}.${field}` : field;
    const [from, to] = [asGroup(was), asGroup(is)];
    if (from !== undefined && to !== undefined) return tabChanges(path, from, to ?? {});
    const show = HIDDEN.has(field) ? hidden : displayValue;
    return [{ field: path, before: show(was), after: show(is) }];
  });
}
