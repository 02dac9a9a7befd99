import Stack from '@mui/material/Stack';
import { FilterSelect, type FilterOption } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';
import type { CatalogFilters } from './catalog-api';

/** A dropdown filter of a catalogue list: its query parameter, label and options ('' = Todos). */
export interface ResourceFilter<Filter extends string> {
  key: Filter;
  label: string;
  options: readonly FilterOption[];
  /** The option the list opens on; Todos when absent. */
  initial?: string;
}

interface ResourceToolbarProps<Filter extends string> {
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  filters: readonly ResourceFilter<Filter>[];
  values: CatalogFilters<Filter>;
  onFilter: (key: Filter, value: string) => void;
}

/** Text search (500 ms debounce) and the catalogue's filters. */
export function ResourceToolbar<Filter extends string>(props: ResourceToolbarProps<Filter>) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
      <SearchField label={props.searchLabel} value={props.search} onChange={props.onSearch} />
      {props.filters.map((filter) => (
        <FilterSelect
          key={filter.key}
          label={filter.label}
          value={props.values[filter.key]}
          options={filter.options}
          onChange={(value) => props.onFilter(filter.key, value)}
        />
      ))}
    </Stack>
  );
}
