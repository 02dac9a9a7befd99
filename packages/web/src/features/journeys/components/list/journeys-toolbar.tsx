import Stack from '@mui/material/Stack';
import {
  HOLIDAYS_LABEL,
  JOURNEY_STATUS_LABEL,
  POINT_TYPES,
  SCALE_TYPE_LABEL,
  SCALE_TYPES,
} from '@colabora/core/workday/options';
import { FilterSelect, type FilterOption } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
import type { JourneyFilters } from '../../api/journey-keys';
import { JOURNEY_TEXT } from '../../journey-labels';

const yesNo = (labels: { true: string; false: string }): FilterOption[] => [
  { value: 'true', label: labels.true },
  { value: 'false', label: labels.false },
];

/** The four filters of spec 002 §2.9, each sent as its own query parameter. */
const FILTERS: { key: keyof JourneyFilters; label: string; options: FilterOption[] }[] = [
  { key: 'scaleFilter', label: 'ESCALA', options: SCALE_TYPES.map((value) => ({ value, label: SCALE_TYPE_LABEL[value] })) },
  { key: 'pointTypeFilter', label: 'TIPO DE PONTO', options: POINT_TYPES.map((value) => ({ value, label: value })) },
  { key: 'holidayFilter', label: 'FERIADOS', options: yesNo(HOLIDAYS_LABEL) },
  { key: 'statusFilter', label: 'STATUS', options: yesNo(JOURNEY_STATUS_LABEL) },
];

interface JourneysToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  filters: JourneyFilters;
  onFilter: (key: keyof JourneyFilters, value: string) => void;
}

/** Text search (500 ms debounce) and the filters ESCALA, TIPO DE PONTO, FERIADOS and STATUS. */
export function JourneysToolbar({ search, onSearch, filters, onFilter }: JourneysToolbarProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
      <SearchField label={JOURNEY_TEXT.searchLabel} value={search} onChange={onSearch} />
      {FILTERS.map((filter) => (
        <FilterSelect
          key={filter.key}
          label={filter.label}
          value={filters[filter.key]}
          options={filter.options}
          onChange={(value) => onFilter(filter.key, value)}
          width={180}
        />
      ))}
    </Stack>
  );
}
