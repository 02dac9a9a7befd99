import { ResourcePage, type ResourcePageTexts } from '@/components/resource-page/resource-page';
import { jobRoleApi } from '../api/job-role-api';
import { JOB_ROLE_COLUMNS } from '../components/job-role-columns';
import { JobRoleDialog } from '../components/job-role-dialog';

const TEXTS: ResourcePageTexts = {
  title: 'Cargos',
  searchLabel: 'Pesquisar cargo',
  addLabel: 'ADICIONAR CARGO',
  tableTitle: 'RELAÇÃO DE CARGOS',
  importTitle: 'Importar cargos em massa',
};

/** /home/career (spec 001 'Job roles'). */
export function JobRolesPage() {
  return (
    <ResourcePage
      api={jobRoleApi}
      texts={TEXTS}
      columns={JOB_ROLE_COLUMNS}
      renderForm={(props) => <JobRoleDialog {...props} />}
    />
  );
}
