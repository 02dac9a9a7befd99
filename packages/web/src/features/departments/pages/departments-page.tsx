import { ResourcePage, type ResourcePageTexts } from '@/components/resource-page/resource-page';
import { departmentApi } from '../api/department-api';
import { DEPARTMENT_COLUMNS } from '../components/department-columns';
import { DepartmentDialog } from '../components/department-dialog';

const TEXTS: ResourcePageTexts = {
  title: 'Departamentos',
  searchLabel: 'Pesquisar departamento',
  addLabel: 'ADICIONAR DEPARTAMENTO',
  tableTitle: 'RELAÇÃO DE DEPARTAMENTOS',
  importTitle: 'Importar departamentos em massa',
};

/** /home/departments (spec 002 §2.5). */
export function DepartmentsPage() {
  return (
    <ResourcePage
      api={departmentApi}
      texts={TEXTS}
      columns={DEPARTMENT_COLUMNS}
      renderForm={(props) => <DepartmentDialog {...props} />}
    />
  );
}
