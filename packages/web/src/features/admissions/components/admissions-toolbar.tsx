import Stack from '@mui/material/Stack';
import { PERCENTAGE_FILTERS } from '@colabora/core/users/schema';
import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';

const PERCENTAGE_OPTIONS = PERCENTAGE_FILTERS.map((value) => ({ value: String(value), label: `${value}%` }));

interface AdmissionsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  /** '' or '20' … '100'. */
  percentageFilled: string;
  onPercentageFilled: (value: string) => void;
}

/** Text search (500 ms debounce) and the fill-percentage filter (001 §2, §9). */
export function AdmissionsToolbar({ search, onSearch, percentageFilled, onPercentageFilled }: AdmissionsToolbarProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
      <SearchField label="Pesquisar colaborador" value={search} onChange={onSearch} />
      <FilterSelect
        label="Preenchimento"
        value={percentageFilled}
        options={PERCENTAGE_OPTIONS}
        onChange={onPercentageFilled}
      />
    </Stack>
  );
}
