import type { ActiveListItem, ActiveListQuery, ActiveOrderBy } from '@colabora/core/people/active-list';
import type { Page } from '@colabora/core/paging';
import { normalizeText } from '@colabora/core/text';
import type { RosterRow } from '../person/staff-roster';

// The Ativos list (spec 000 §2.5, §7): a company's active staff, read whole from the roster (person/staff-roster.ts,
// thousands of rows), filtered, sorted and sliced here. Job-role and department names come from the company's
// catalogue, read beside it: a renamed role shows its new name at once, and no person write carries names.

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Names of the company's job roles and departments by id. */
export interface Catalogue {
  jobRoles: ReadonlyMap<string, string>;
  departments: ReadonlyMap<string, string>;
}

function toItem(row: RosterRow, catalogue: Catalogue): ActiveListItem {
  const named = (id: string | null, names: ReadonlyMap<string, string>) => {
    const name = id === null ? undefined : names.get(id);
    return id !== null && name !== undefined ? { _id: id, name } : null;
  };
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

const SORT_VALUE: Record<ActiveOrderBy, (item: ActiveListItem) => string> = {
  fullName: (item) => item.fullName,
  jobRoleName: (item) => item.jobRole?.name ?? '',
  departmentName: (item) => item.department?.name ?? '',
  phone: (item) => item.phone,
  statusActive: (item) => item.statusActive,
  startDate: (item) => item.startDate ?? '',
  endDate: (item) => item.endDate ?? '',
};

/** Sorted by the column; ties by name then id, so pages never shuffle. Days compare as text (yyyy-MM-dd). */
export function sortActive(items: ActiveListItem[], orderBy: ActiveOrderBy, order: 'asc' | 'desc'): ActiveListItem[] {
  const direction = order === 'desc' ? -1 : 1;
  const value = SORT_VALUE[orderBy];
  const keyed = items.map((item) => ({ item, key: value(item) }));
  keyed.sort(
    (a, b) =>
      collator.compare(a.key, b.key) * direction ||
      collator.compare(a.item.fullName, b.item.fullName) ||
      a.item._id.localeCompare(b.item._id),
  );
  return keyed.map(({ item }) => item);
}

/** The page the query asks for: text in the name (accent- and case-free) or the phone's digits, then the filters. */
export function pageActive(rows: readonly RosterRow[], catalogue: Catalogue, query: Omit<ActiveListQuery, 'status'>): Page<ActiveListItem> {
  const text = normalizeText(query.text);
  const digits = query.text.replace(/\D/g, '');
  const matching = rows
    .filter(
      (row) =>
        (query.jobRole === '' || row.jobRoleId === query.jobRole) &&
        (query.department === '' || row.departmentId === query.department) &&
        (query.statusActive === '' || row.statusActive === query.statusActive) &&
        (text === '' || normalizeText(row.fullName).includes(text) || (digits.length >= 3 && row.phone.includes(digits))),
    )
    .map((row) => toItem(row, catalogue));
  const sorted = sortActive(matching, query.orderBy, query.order);
  return { docs: sorted.slice((query.page - 1) * query.limit, query.page * query.limit), total: matching.length };
}
