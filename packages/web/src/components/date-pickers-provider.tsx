import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { ptBR } from 'date-fns/locale/pt-BR';
import type { ReactNode } from 'react';

/**
 * pt-BR date pickers (dd/MM/yyyy). Provided by the signed-in layouts rather than the app root, so the
 * date library stays out of the sign-in screen's initial download.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR}>
      {children}
    </LocalizationProvider>
  );
}
