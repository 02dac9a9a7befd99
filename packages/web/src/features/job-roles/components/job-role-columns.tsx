import type { JobRole, JobRoleOrderBy } from '@colabora/core/job-role/schema';
import { formatCentavos } from '@colabora/core/money';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { TruncatedText } from '@/components/truncated-text';

/** RELAÇÃO DE CARGOS: Código, Cargo, Base salarial, Total de colaboradores (Ação is added by the page). */
export const JOB_ROLE_COLUMNS: DataTableColumn<JobRole, JobRoleOrderBy>[] = [
  { key: 'code', label: 'Código', sortKey: 'code', width: 110, render: (row) => row.code },
  { key: 'name', label: 'Cargo', sortKey: 'name', render: (row) => <TruncatedText text={row.name} /> },
  { key: 'baseSalary', label: 'Base salarial', sortKey: 'baseSalary', render: (row) => formatCentavos(row.baseSalary) },
  {
    key: 'totalEmployees',
    label: 'Total de colaboradores',
    sortKey: 'totalEmployees',
    align: 'center',
    render: (row) => row.totalEmployees,
  },
];
