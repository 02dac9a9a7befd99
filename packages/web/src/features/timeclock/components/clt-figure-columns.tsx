import { PERIOD_CLT_FIGURE_LABEL, PERIOD_CLT_FIGURES, periodCltFigureText, type PeriodCltFigures } from '@colabora/core/timeclock/records';
import type { DataTableColumn } from '@/components/data-table/data-table-column';

/**
 * Beside the worked hours of REGISTROS GERAIS and BANCO DE HORAS (issue 22 §2, §4, §5): night minutes on the clock
 * and as reduced night hours (CLT art. 73 §1), the overtime at each rate apart (art. 59, Súmula 146), and the weekly
 * rest days whose pay a fault took away (Lei 605/49 art. 6), as the mirror counts them.
 */
export function cltFigureColumns<Row extends PeriodCltFigures, OrderBy extends string>(): DataTableColumn<Row, OrderBy>[] {
  return PERIOD_CLT_FIGURES.map((key) => ({ key, label: PERIOD_CLT_FIGURE_LABEL[key], align: 'right', render: (row: Row) => periodCltFigureText(key, row[key]) }));
}
