import ArrowBack from '@mui/icons-material/ArrowBack';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Button from '@mui/material/Button';
import { NEW_COLLABORATOR_MSG } from '@colabora/core/admission/new-collaborator';
import { HR_ROLES, type Role } from '@colabora/core/enums';
import { appPath } from '@colabora/core/navigation/app-routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { BULK_IMPORT_LABEL } from '@/components/import-dialog/import-dialog';
import { NoPermission } from '@/components/layout/no-permission';
import { PageHeader } from '@/components/layout/page-header';
import { useSessionUser } from '@/lib/use-session';
import { EmployeeImportDialog } from '../components/employee-import-dialog';
import { NewCollaboratorForm } from '../components/new-collaborator-form';

/**
 * /home/admissions/new-colaborator (spec 001 'New-collaborator form'). The route map lets anyone signed in open
 * it; only HR may register people, so anyone else is told so.
 */
export function NewCollaboratorPage() {
  const { role } = useSessionUser();
  const [importing, setImporting] = useState(false);
  if (!(HR_ROLES as readonly Role[]).includes(role)) return <NoPermission message={NEW_COLLABORATOR_MSG.hrOnly} />;
  return (
    <>
      <PageHeader
        title={NEW_COLLABORATOR_MSG.title}
        actions={
          <>
            <Button component={Link} to={appPath('admissions')} startIcon={<ArrowBack />}>
              VOLTAR
            </Button>
            <Button variant="outlined" startIcon={<CloudUploadOutlined />} onClick={() => setImporting(true)}>
              {BULK_IMPORT_LABEL}
            </Button>
          </>
        }
      />
      <NewCollaboratorForm />
      <EmployeeImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
