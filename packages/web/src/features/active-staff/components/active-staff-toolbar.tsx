import Stack from '@mui/material/Stack';
import { STATUS_ACTIVE_LABEL } from '@colabora/core/enums';
import { ACTIVE_LIST_STATUSES } from '@colabora/core/people/active-list';
import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
import { useHiringOptions } from '@/domain/hiring/api/hiring-options';
import type { ActiveStaffFilters } from '../api/active-staff-keys';

const STATUS_OPTIONS = ACTIVE_LIST_STATUSES.map((status) => ({ value: status, label: STATUS_ACTIVE_LABEL[status] }));

const toOptions = (items: readonly { _id: string; name: string }[] = []) =>
  items.map((item) => ({ value: item._id, label: item.name }));

interface ActiveStaffToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  filters: ActiveStaffFilters;
  onFilter: (key: keyof ActiveStaffFilters, value: string) => void;
}

/** Text search (500 ms debounce) and the job role, department and status filters (000 §2.5). */
export function ActiveStaffToolbar({ search, onSearch, filters, onFilter }: ActiveStaffToolbarProps) {
  const options = useHiringOptions();
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
      <SearchField label="Pesquisar colaborador" value={search} onChange={onSearch} />
      <FilterSelect
        label="Cargo"
        value={filters.jobRole}
        options={toOptions(options.data?.jobRoles)}
        onChange={(value) => onFilter('jobRole', value)}
      />
      <FilterSelect
        label="Departamento"
        value={filters.department}
        options={toOptions(options.data?.departments)}
        onChange={(value) => onFilter('department', value)}
      />
      <FilterSelect
        label="Status"
        value={filters.statusActive}
        options={STATUS_OPTIONS}
        onChange={(value) => onFilter('statusActive', value)}
      />
    </Stack>
  );
}
