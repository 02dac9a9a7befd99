import ArrowBack from '@mui/icons-material/ArrowBack';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Button from '@mui/material/Button';
import { NEW_COLLABORATOR_MSG } from '@colabora/core/admission/new-collaborator';
import { appPath } from '@colabora/core/navigation/app-routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { EmployeeImportDialog } from '../components/employee-import-dialog';
import { NewCollaboratorForm } from '../components/new-collaborator-form';

/** /home/admissions/new-colaborator (spec 001 'New-collaborator form'). */
export function NewCollaboratorPage() {
  const [importing, setImporting] = useState(false);
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
              IMPORTAR EM MASSA
            </Button>
          </>
        }
      />
      <NewCollaboratorForm />
      <EmployeeImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
