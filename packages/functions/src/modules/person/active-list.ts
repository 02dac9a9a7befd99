import type { ActiveListItem, ActiveListQuery, ActiveOrderBy } from '@colabora/core/people/active-list';
import type { Page } from '@colabora/core/paging';
import { normalizeText } from '@colabora/core/text';
import type { RosterRow } from './staff-roster';
import { firstSorted } from './first-sorted';

// The Ativos list (spec 000 §2.5, §7): a company's active staff, read whole from the roster (person/staff-roster.ts,
// thousands of rows), filtered, sorted and sliced here. Job-role and department names come from the company's
// catalogue, read beside it: a renamed role shows its new name at once, and no person write carries names.
// Only the page's rows become items, and only the rows up to the page are put in order (firstSorted).

export const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Names of the company's job roles and departments by id. */
export interface Catalogue {
  jobRoles: ReadonlyMap<string, string>;
  departments: ReadonlyMap<string, string>;
}

export const nameOf = (id: string | null, names: ReadonlyMap<string, string>) => (id === null ? undefined : names.get(id));

/** The catalogue item a row points at, with its name; null when there is none (or it is gone). */
export function named(id: string | null, names: ReadonlyMap<string, string>): { _id: string; name: string } | null {
  const name = nameOf(id, names);
  return id !== null && name !== undefined ? { _id: id, name } : null;
}

function toItem(row: RosterRow, catalogue: Catalogue): ActiveListItem {
  return {
    _id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    statusActive: row.statusActive,
    jobRole: named(row.jobRoleId, catalogue.jobRoles),
    department: named(row.departmentId, catalogue.departments),
    startDate: row.startDate,
    endDate: row.endDate,
    withoutForecastOfEnding: row.withoutForecastOfEnding,
  };
}

/** The text a column shows, which it sorts by (a job role or department missing from the catalogue shows none). */
const SORT_VALUE: Record<ActiveOrderBy, (row: RosterRow, catalogue: Catalogue) => string> = {
  fullName: (row) => row.fullName,
  jobRoleName: (row, catalogue) => nameOf(row.jobRoleId, catalogue.jobRoles) ?? '',
  departmentName: (row, catalogue) => nameOf(row.departmentId, catalogue.departments) ?? '',
  phone: (row) => row.phone,
  statusActive: (row) => row.statusActive,
  startDate: (row) => row.startDate ?? '',
  endDate: (row) => row.endDate ?? '',
};

/**
 * The page the query asks for: text in the name (accent- and case-free) or the phone's digits, then the filters;
 * sorted by the column, ties by name then id, so pages never shuffle. Days compare as text (yyyy-MM-dd).
 */
export function pageActive(rows: readonly RosterRow[], catalogue: Catalogue, query: Omit<ActiveListQuery, 'status'>): Page<ActiveListItem> {
  const text = normalizeText(query.text);
  const digits = query.text.replace(/\D/g, '');
  const matching = rows.filter(
    (row) =>
      (query.jobRole === '' || row.jobRoleId === query.jobRole) &&
      (query.department === '' || row.departmentId === query.department) &&
      (query.statusActive === '' || row.statusActive === query.statusActive) &&
      (text === '' || row.searchName.includes(text) || (digits.length >= 3 && row.phone.includes(digits))),
  );
  const direction = query.order === 'desc' ? -1 : 1;
  const value = SORT_VALUE[query.orderBy];
  const keyed = matching.map((row) => ({ row, key: value(row, catalogue) }));
  const upToPage = firstSorted(
    keyed,
    query.page * query.limit,
    (a, b) => collator.compare(a.key, b.key) * direction || collator.compare(a.row.fullName, b.row.fullName) || a.row.id.localeCompare(b.row.id),
  );
  return { docs: upToPage.slice((query.page - 1) * query.limit).map(({ row }) => toItem(row, catalogue)), total: matching.length };
}
