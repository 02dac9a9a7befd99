import { CLT_FIGURE_LABEL, CLT_FIGURES, cltFigureText, type CltFigures } from '@colabora/core/timeclock/records';
import type { DataTableColumn } from '@/components/data-table/data-table-column';

/**
 * Beside the worked hours of REGISTROS GERAIS and BANCO DE HORAS (issue 22 §2, §4): night minutes on the clock and
 * as reduced night hours (CLT art. 73 §1), and the overtime at each rate apart (art. 59, Súmula 146).
 */
export function cltFigureColumns<Row extends CltFigures, OrderBy extends string>(): DataTableColumn<Row, OrderBy>[] {
  return CLT_FIGURES.map((key) => ({ key, label: CLT_FIGURE_LABEL[key], align: 'right', render: (row: Row) => cltFigureText(key, row[key]) }));
}
