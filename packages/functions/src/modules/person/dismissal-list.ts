import type { DismissalListItem, DismissalListQuery, DismissalOrderBy } from '@colabora/core/dismissal/list';
import type { Page } from '@colabora/core/paging';
import { normalizeText } from '@colabora/core/text';
import type { DismissalEntryItem } from '../../db/entities/dismissal-entry';
import { db } from '../../db/service';
import { collator, named, nameOf, type Catalogue } from './active-list';
import { firstSorted } from './first-sorted';

// The dismissal list (002 §2.6, §7.3): the company's people in or through the dismissal process, one entry each
// (db/entities/dismissal-entry.ts), filtered, sorted and sliced here as the Ativos list is.

/** Every dismissal entry of the company. */
export async function companyDismissals(companyId: string): Promise<DismissalEntryItem[]> {
  const { data } = await db.entities.dismissalEntry.query.companyDismissals({ companyId }).go({ pages: 'all', consistent: true });
  return data;
}

const orNull = (id: string | undefined) => id ?? null;

const SORT_VALUE: Record<DismissalOrderBy, (entry: DismissalEntryItem, catalogue: Catalogue) => string> = {
  fullName: (entry) => entry.fullName,
  jobRoleName: (entry, catalogue) => nameOf(orNull(entry.jobRoleId), catalogue.jobRoles) ?? '',
  departmentName: (entry, catalogue) => nameOf(orNull(entry.departmentId), catalogue.departments) ?? '',
  resignationDate: (entry) => entry.resignationDate ?? '',
  statusDismissal: (entry) => entry.statusDismissal,
  departureDate: (entry) => entry.departureDate ?? '',
};

function toItem(entry: DismissalEntryItem, catalogue: Catalogue): DismissalListItem {
  return {
    _id: entry.userId,
    fullName: entry.fullName,
    jobRole: named(orNull(entry.jobRoleId), catalogue.jobRoles),
    department: named(orNull(entry.departmentId), catalogue.departments),
    statusDismissal: entry.statusDismissal,
    resignationDate: entry.resignationDate ?? null,
    departureDate: entry.departureDate ?? null,
  };
}

/** The page the query asks for: the name's text (accent- and case-free), then the filters; ties by name then id. */
export function pageDismissals(
  entries: readonly DismissalEntryItem[],
  catalogue: Catalogue,
  query: Omit<DismissalListQuery, 'status'>,
): Page<DismissalListItem> {
  const text = normalizeText(query.text);
  const matching = entries.filter(
    (entry) =>
      (query.jobRole === '' || entry.jobRoleId === query.jobRole) &&
      (query.department === '' || entry.departmentId === query.department) &&
      (query.statusDismissal === '' || entry.statusDismissal === query.statusDismissal) &&
      (text === '' || normalizeText(entry.fullName).includes(text)),
  );
  const direction = query.order === 'desc' ? -1 : 1;
  const value = SORT_VALUE[query.orderBy];
  const keyed = matching.map((entry) => ({ entry, key: value(entry, catalogue) }));
  const upToPage = firstSorted(
    keyed,
    query.page * query.limit,
    (a, b) =>
      collator.compare(a.key, b.key) * direction ||
      collator.compare(a.entry.fullName, b.entry.fullName) ||
      a.entry.userId.localeCompare(b.entry.userId),
  );
  const docs = upToPage.slice((query.page - 1) * query.limit).map(({ entry }) => toItem(entry, catalogue));
  return { docs, total: matching.length };
}
