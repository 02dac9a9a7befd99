import { DEPARTMENT_MSG } from '@colabora/core/department/schema';
import { ResourcePage, type ResourcePageTexts } from '@/components/resource-page/resource-page';
import { useSessionUser } from '@/lib/use-session';
import { useDeleteDepartment } from '../api/delete-department';
import { useDownloadDepartmentModel } from '../api/download-department-model';
import { useImportDepartments } from '../api/import-departments';
import { paginateDepartmentsQueryOptions } from '../api/paginate-departments';
import { DEPARTMENT_COLUMNS } from '../components/department-columns';
import { DepartmentDialog } from '../components/department-dialog';

const TEXTS: ResourcePageTexts = {
  title: 'Departamentos',
  searchLabel: 'Pesquisar departamento',
  addLabel: 'ADICIONAR DEPARTAMENTO',
  tableTitle: 'RELAÇÃO DE DEPARTAMENTOS',
  emptyText: DEPARTMENT_MSG.empty,
  importTitle: 'Importar departamentos em massa',
  removeTitle: DEPARTMENT_MSG.removeTitle,
  removeQuestion: DEPARTMENT_MSG.removeQuestion,
};

/** /home/departments (spec 002 §2.5). */
export function DepartmentsPage() {
  const companyId = useSessionUser().company._id;
  const remove = useDeleteDepartment();
  const downloadModel = useDownloadDepartmentModel();
  const importSheet = useImportDepartments();
  return (
    <ResourcePage
      texts={TEXTS}
      columns={DEPARTMENT_COLUMNS}
      defaultOrderBy="code"
      listQuery={(query) => paginateDepartmentsQueryOptions(companyId, query)}
      remove={remove}
      downloadModel={downloadModel}
      importSheet={importSheet}
      renderForm={(props) => <DepartmentDialog {...props} />}
    />
  );
}
