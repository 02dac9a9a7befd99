// The change history of a person (who changed which field from what to what): the entry lists only the
// fields whose value changed. Values compare by content, so a nested object (an address, the hiring data)
// rebuilt with the same values is no change; absent and null both mean empty.

export interface FieldChange<T, K extends keyof T> {
  field: K;
  before: T[K] | null;
  after: T[K] | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the two values hold the same content. */
export function sameValue(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** The `fields` whose value differs between `before` (null: nothing yet) and `after`, in the order given. */
export function historyDiff<T extends object, K extends keyof T & string>(
  before: T | null,
  after: T,
  fields: readonly K[],
): FieldChange<T, K>[] {
  const changes: FieldChange<T, K>[] = [];
  for (const field of fields) {
    const was = before ? before[field] : null;
    const is = after[field];
    if (!sameValue(was, is)) changes.push({ field, before: was ?? null, after: is ?? null });
  }
  return changes;
}

/** A change as the history shows it: the field's label, and the values as display text (null: empty). */
export interface HistoryChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Every kind of event a person's history records (the entity's and the screen's one list). */
export const PERSON_EVENT_KINDS = [
  'removed',
  'dataExported',
  'promotionProposed',
  'promotionConfirmed',
  'promotionCancelled',
  'payslipAdded',
  'payslipRemoved',
  'activityRegistered',
  'leaveEnded',
  'changed',
  'archived',
  'dismissalStarted',
  'dismissalChanged',
  'dismissalReactivated',
  'dismissalConcluded',
] as const;
export type PersonEventKind = (typeof PERSON_EVENT_KINDS)[number];

/** GET /api/users/history/{userId}: one event of the person's history (what happened, who, when, which changes). */
export interface PersonHistoryEntry {
  /** ISO instant. */
  at: string;
  /** What happened (a registration, a promotion, a removal…), as the API stores it. */
  kind: string;
  by: { id: string; name: string };
  changes: HistoryChange[];
}
