import { JOB_ROLE_MSG } from '@colabora/core/job-role/schema';
import { ResourcePage, type ResourcePageTexts } from '@/components/resource-page/resource-page';
import { useSessionUser } from '@/lib/use-session';
import { useDeleteJobRole } from '../api/delete-job-role';
import { useDownloadJobRoleModel } from '../api/download-job-role-model';
import { useImportJobRoles } from '../api/import-job-roles';
import { paginateJobRolesQueryOptions } from '../api/paginate-job-roles';
import { JOB_ROLE_COLUMNS } from '../components/job-role-columns';
import { JobRoleDialog } from '../components/job-role-dialog';

const TEXTS: ResourcePageTexts = {
  title: 'Cargos',
  searchLabel: 'Pesquisar cargo',
  addLabel: 'ADICIONAR CARGO',
  tableTitle: 'RELAÇÃO DE CARGOS',
  emptyText: JOB_ROLE_MSG.empty,
  importTitle: 'Importar cargos em massa',
  removeTitle: JOB_ROLE_MSG.removeTitle,
  removeQuestion: JOB_ROLE_MSG.removeQuestion,
};

/** /home/career (spec 001 'Job roles'). */
export function JobRolesPage() {
  const companyId = useSessionUser().company._id;
  const remove = useDeleteJobRole();
  const downloadModel = useDownloadJobRoleModel();
  const importSheet = useImportJobRoles();
  return (
    <ResourcePage
      texts={TEXTS}
      columns={JOB_ROLE_COLUMNS}
      defaultOrderBy="code"
      listQuery={(query) => paginateJobRolesQueryOptions(companyId, query)}
      remove={remove}
      downloadModel={downloadModel}
      importSheet={importSheet}
      renderForm={(props) => <JobRoleDialog {...props} />}
    />
  );
}
