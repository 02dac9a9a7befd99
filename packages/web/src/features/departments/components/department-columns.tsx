import type { Department, DepartmentOrderBy } from '@colabora/core/department/schema';
import type { DataTableColumn } from '@/components/data-table/data-table-column';
import { TruncatedText } from '@/components/truncated-text';

/** RELAÇÃO DE DEPARTAMENTOS: Código, Departamento, Total de colaboradores (Ação is added by the page). */
export const DEPARTMENT_COLUMNS: DataTableColumn<Department, DepartmentOrderBy>[] = [
  { key: 'code', label: 'Código', sortKey: 'code', width: 110, render: (row) => row.code },
  { key: 'name', label: 'Departamento', sortKey: 'name', render: (row) => <TruncatedText text={row.name} /> },
  {
    key: 'totalEmployees',
    label: 'Total de colaboradores',
    sortKey: 'totalEmployees',
    align: 'center',
    render: (row) => row.totalEmployees,
  },
];
