import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCentavos } from '@colabora/core/money';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import type { Promotion, PromotionPosition } from '@colabora/core/promotion/schema';

const ROWS: [label: string, show: (position: PromotionPosition) => string][] = [
  ['Cargo', (position) => position.jobRole?.name ?? '-----'],
  ['Departamento', (position) => position.department?.name ?? '-----'],
  [HIRING_DATA_LABEL.regime, (position) => position.regime],
  [HIRING_DATA_LABEL.salary, (position) => formatCentavos(position.salary)],
  [HIRING_DATA_LABEL.vt, (position) => formatCentavos(position.vt)],
  [HIRING_DATA_LABEL.va, (position) => formatCentavos(position.va)],
  [HIRING_DATA_LABEL.vr, (position) => formatCentavos(position.vr)],
];

/** What the person has now and what the promotion gives, row by row: the employee's card and HR's detail show it. */
export function PromotionComparison({ promotion, label }: { promotion: Promotion; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Dado
          </TableCell>
          <TableCell component="th" scope="col">
            Atual
          </TableCell>
          <TableCell component="th" scope="col">
            Após a promoção
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ROWS.map(([label, show]) => {
          const [before, after] = [show(promotion.before), show(promotion.afterPromotion)];
          return (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell>{before}</TableCell>
              <TableCell sx={{ fontWeight: before === after ? undefined : 700 }}>{after}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
