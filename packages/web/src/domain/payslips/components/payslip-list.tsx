import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MONTH_NAMES } from '@colabora/core/payslip/rules';
import { PAYSLIP_MSG, type Payslip } from '@colabora/core/payslip/schema';
import { useState, type ReactNode } from 'react';
import { OpenFileButton } from '@/components/files/file-link-button';
import { FilterSelect } from '@/components/filter-select';
import { RetryAlert } from '@/components/retry-alert';
import { ScrollRegion } from '@/components/layout/scroll-region';
import { companyToday, formatDate } from '@/lib/format-date';
import { fetchPayslipBlob, usePayslips } from '../api/list-payslips';
import { monthSelectOptions } from './month-options';

export const PAYSLIP_LIST_MSG = {
  month: 'Mês',
  allMonths: 'Todos os meses',
  notOpened: 'Não aberto',
  opened: (day: string) => `Aberto em ${day}`,
  open: 'ABRIR',
} as const;

export interface PayslipListProps {
  userId: string;
  /** 'yyyy-MM-dd': the month filter offers the admission month to the current month (001 §5, §9). */
  admissionDate: string;
  /** HR sees whether the person opened each payslip (proof of delivery). */
  showDelivery?: boolean;
  /** What HR can do with a payslip (remove it); nothing on the person's read-only list. */
  rowAction?: (payslip: Payslip) => ReactNode;
}

/** 'Março/2026'. */
function monthLabel(payslip: Payslip): string {
  return `${MONTH_NAMES[payslip.month - 1]}/${payslip.year}`;
}

/** The person's payslips, newest first, each opened through a link signed at the click (001 §2 HOLERITES). */
export function PayslipList({ userId, admissionDate, showDelivery = false, rowAction }: PayslipListProps) {
  const [filter, setFilter] = useState('');
  const payslips = usePayslips(userId, filter);
  const months = monthSelectOptions(admissionDate, companyToday());

  return (
    <Stack spacing={2}>
      <FilterSelect label={PAYSLIP_LIST_MSG.month} value={filter} options={months} onChange={setFilter} allLabel={PAYSLIP_LIST_MSG.allMonths} />
      {payslips.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label="Carregando holerites" />
        </Box>
      ) : payslips.isError ? (
        <RetryAlert message={PAYSLIP_MSG.fetchFailed} retrying={payslips.isFetching} onRetry={() => void payslips.refetch()} />
      ) : payslips.data.length === 0 ? (
        <Typography color="text.secondary">{PAYSLIP_MSG.empty}</Typography>
      ) : (
        // On a phone the table keeps its columns and scrolls inside its region; the page never scrolls sideways.
        <ScrollRegion label="Holerites">
          <Table size="small" aria-label="Holerites">
            <TableHead>
              <TableRow>
                <TableCell>Mês</TableCell>
                <TableCell>Arquivo</TableCell>
                <TableCell>Enviado em</TableCell>
                {showDelivery && <TableCell>Entrega</TableCell>}
                <TableCell align="right">Ação</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payslips.data.map((payslip) => (
                <TableRow key={payslip._id}>
                  <TableCell>{monthLabel(payslip)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{payslip.payslip.name}</TableCell>
                  <TableCell>{formatDate(payslip.uploadedAt)}</TableCell>
                  {showDelivery && (
                    <TableCell>
                      {payslip.firstOpenedAt
                        ? PAYSLIP_LIST_MSG.opened(formatDate(payslip.firstOpenedAt) ?? '')
                        : PAYSLIP_LIST_MSG.notOpened}
                    </TableCell>
                  )}
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} justifyContent="flex-end">
                      <OpenFileButton
                        label={PAYSLIP_LIST_MSG.open}
                        aria-label={`Abrir holerite ${monthLabel(payslip)}`}
                        fetchBlob={() => fetchPayslipBlob(userId, payslip._id)}
                      />
                      {rowAction?.(payslip)}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}
