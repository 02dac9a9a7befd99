import type { AdmissionListItem } from '@colabora/core/admission/contract';
import type { Page } from '@colabora/core/paging';
import { normalizeText } from '@colabora/core/text';
import type { AdmissionListQuery, AdmissionOrderBy } from '@colabora/core/users/schema';

// The admissions list (spec 001 §2, §7, §9): a company's candidates (tens to a few hundred, read from a
// sparse index) are filtered, sorted and sliced here. Default sort fullName ascending; pages 1-based.

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Name (accent- and case-free) or e-mail contains the text. */
export function matchesAdmissionText(item: AdmissionListItem, text: string): boolean {
  const query = normalizeText(text);
  if (!query) return true;
  return normalizeText(item.fullName).includes(query) || item.email.includes(query);
}

function compareBy(orderBy: AdmissionOrderBy, a: AdmissionListItem, b: AdmissionListItem): number {
  const x = a[orderBy];
  const y = b[orderBy];
  return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
}

/** Sorted by the field; ties by name then id, so pages never shuffle. */
export function sortAdmissions(items: AdmissionListItem[], orderBy: AdmissionOrderBy, order: 'asc' | 'desc'): AdmissionListItem[] {
  const direction = order === 'desc' ? -1 : 1;
  return [...items].sort(
    (a, b) => compareBy(orderBy, a, b) * direction || collator.compare(a.fullName, b.fullName) || a._id.localeCompare(b._id),
  );
}

export function pageAdmissions(items: AdmissionListItem[], query: Omit<AdmissionListQuery, 'status'>): Page<AdmissionListItem> {
  const percentage = query.percentageFilled === '' ? null : Number(query.percentageFilled);
  const matching = items.filter(
    (item) => matchesAdmissionText(item, query.text) && (percentage === null || item.percentageFilled === percentage),
  );
  const sorted = sortAdmissions(matching, query.orderBy, query.order);
  return { docs: sorted.slice((query.page - 1) * query.limit, query.page * query.limit), total: matching.length };
}
