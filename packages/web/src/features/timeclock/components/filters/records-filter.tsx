import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERIOD_FILTER_MSG, periodFilterSchema, resolvePeriod } from '@colabora/core/timeclock/period-filter';
import { Form, Formik, useFormikContext } from 'formik';
import { FilterSelect } from '@/components/filter-select';
import { DateField } from '@/components/form/date-field';
import { SearchField } from '@/components/search-field';
import { useHiringOptions } from '@/domain/hiring/api/hiring-options';
import { zodValidate } from '@/lib/zod-formik';
import type { AppliedPeriodFilters } from './use-period-list-screen';
import { companyToday } from '@/lib/format-date';

const toOptions = (items: readonly { _id: string; name: string }[] = []) =>
  items.map((item) => ({ value: item._id, label: item.name }));

interface RecordsFilterProps {
  /** What BUSCAR last applied (usePeriodListScreen). */
  filters: AppliedPeriodFilters;
  onApply: (filters: AppliedPeriodFilters) => void;
  search: string;
  onSearch: (text: string) => void;
  searchLabel?: string;
}

function RoleAndDepartmentSelects() {
  const { values, setFieldValue } = useFormikContext<AppliedPeriodFilters>();
  const options = useHiringOptions();
  return (
    <>
      <FilterSelect
        label={PERIOD_FILTER_MSG.jobRoleLabel}
        value={values.jobRole}
        options={toOptions(options.data?.jobRoles)}
        onChange={(value) => void setFieldValue('jobRole', value)}
      />
      <FilterSelect
        label={PERIOD_FILTER_MSG.departmentLabel}
        value={values.department}
        options={toOptions(options.data?.departments)}
        onChange={(value) => void setFieldValue('department', value)}
      />
    </>
  );
}

/**
 * The filters of REGISTROS GERAIS and BANCO DE HORAS (spec 002 §2.3, §5.3): the period, Cargo and Departamento
 * applied by BUSCAR (both dates empty = the current month), a text search applied as typed, and the period shown.
 */
export function RecordsFilter({ filters, onApply, search, onSearch, searchLabel = 'Pesquisar colaborador' }: RecordsFilterProps) {
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Formik<AppliedPeriodFilters>
        initialValues={filters}
        validate={zodValidate(periodFilterSchema)}
        onSubmit={(values) => onApply({ ...values, ...periodDates(values) })}
      >
        <Form noValidate aria-label={PERIOD_FILTER_MSG.title}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {PERIOD_FILTER_MSG.title}
          </Typography>
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-start">
            <DateField name="periodStartDate" label={PERIOD_FILTER_MSG.startLabel} />
            <DateField name="periodEndDate" label={PERIOD_FILTER_MSG.endLabel} />
            <RoleAndDepartmentSelects />
            <Button type="submit" variant="contained" sx={{ height: 56 }}>
              {PERIOD_FILTER_MSG.search}
            </Button>
          </Stack>
        </Form>
      </Formik>
      <SearchField label={searchLabel} value={search} onChange={onSearch} />
      <Typography variant="body2">{PERIOD_FILTER_MSG.informed(filters.periodStartDate, filters.periodEndDate)}</Typography>
    </Stack>
  );
}

/** Both dates empty mean the current month. */
function periodDates(values: AppliedPeriodFilters) {
  const { from, to } = resolvePeriod(values, companyToday());
  return { periodStartDate: from, periodEndDate: to };
}
