import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import type { RescissionEstimate } from '@colabora/core/dismissal/rescission-estimate';
import { formatCentavos } from '@colabora/core/money';
import { useId } from 'react';
import { SHUT_DOWN_TEXT } from './shut-down-texts';

/** The rescission estimate (beyond the spec): each line with its formula and legal basis, labelled as an estimate, never a payroll. */
export function RescissionEstimateCard({ estimate }: { estimate: RescissionEstimate | null }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" fontWeight={600}>
        {DISMISSAL_MSG.estimateTitle}
      </Typography>
      <Alert severity="warning" sx={{ my: 2 }}>
        {DISMISSAL_MSG.estimateDisclaimer}
      </Alert>
      {estimate ? (
        <Table size="small" aria-label={SHUT_DOWN_TEXT.estimateTable}>
          <TableHead>
            <TableRow>
              <TableCell>{SHUT_DOWN_TEXT.estimateItem}</TableCell>
              <TableCell>{SHUT_DOWN_TEXT.estimateFormula}</TableCell>
              <TableCell>{SHUT_DOWN_TEXT.estimateBasis}</TableCell>
              <TableCell align="right">{SHUT_DOWN_TEXT.estimateAmount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {estimate.lines.map((line) => (
              <TableRow key={line.label}>
                <TableCell>{line.label}</TableCell>
                <TableCell>{line.formula}</TableCell>
                <TableCell>{line.basis}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCentavos(line.amount)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 600, color: 'text.primary' }}>
                {SHUT_DOWN_TEXT.estimateTotal}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap' }}>
                {formatCentavos(estimate.total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {SHUT_DOWN_TEXT.estimatePending}
        </Typography>
      )}
    </Paper>
  );
}
