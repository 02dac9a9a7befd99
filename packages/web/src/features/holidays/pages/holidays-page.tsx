import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import { NATIONAL_HOLIDAYS_MSG } from '@colabora/core/holiday/national-request';
import type { HolidayFilter } from '@colabora/core/holiday/schema';
import { useState } from 'react';
import { ResourcePage, type ResourcePageTexts } from '@/components/resource-page/resource-page';
import type { ResourceFilter } from '@/components/resource-page/resource-toolbar';
import { holidayApi } from '../api/holiday-api';
import { HOLIDAY_COLUMNS } from '../components/holiday-columns';
import { HolidayDialog } from '../components/holiday-dialog';
import { MODEL_OPTIONS, TYPE_OPTIONS, yearOptions } from '../components/holiday-options';
import { NationalHolidaysDialog } from '../components/national-holidays-dialog';
import { companyToday } from '@/lib/format-date';

const TEXTS: ResourcePageTexts = {
  title: 'Feriados',
  tab: 'FERIADOS',
  searchLabel: 'Pesquisar feriado',
  addLabel: 'ADICIONAR NOVO FERIADO',
  tableTitle: 'RELAÇÃO DE FERIADOS CADASTRADAS',
  importTitle: 'Importar feriados em massa',
};

/** TIPO and MODELO (002 §2.8), and ANO (ours), on this year: every year has its Natal. */
function holidayFilters(today: string): ResourceFilter<HolidayFilter>[] {
  return [
    { key: 'typeFilter', label: 'TIPO', options: TYPE_OPTIONS },
    { key: 'modelFilter', label: 'MODELO', options: MODEL_OPTIONS },
    { key: 'yearFilter', label: 'ANO', options: yearOptions(today), initial: today.slice(0, 4) },
  ];
}

/** /home/holidays (spec 002 §2.8), with the year's national holidays added at once (ours). */
export function HolidaysPage() {
  const [national, setNational] = useState(false);
  const [filters] = useState(() => holidayFilters(companyToday()));
  return (
    <>
      <ResourcePage
        api={holidayApi}
        texts={TEXTS}
        columns={HOLIDAY_COLUMNS}
        filters={filters}
        headerActions={
          <Button variant="outlined" startIcon={<EventAvailableOutlined />} onClick={() => setNational(true)}>
            {NATIONAL_HOLIDAYS_MSG.button}
          </Button>
        }
        renderForm={(props) => <HolidayDialog {...props} />}
      />
      <NationalHolidaysDialog open={national} onClose={() => setNational(false)} />
    </>
  );
}
