import { NEW_COLLABORATOR_MSG } from '@colabora/core/admission/new-collaborator';
import { ImportDialog } from '@/components/import-dialog/import-dialog';
import { useDownloadEmployeeModel } from '../api/download-employee-model';
import { useImportEmployees } from '../api/import-employees';

/** Bulk admission: the .xlsx model, then one invite per valid row ('Convites enviados com sucesso'). */
export function EmployeeImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importSheet = useImportEmployees();
  const downloadModel = useDownloadEmployeeModel();
  return (
    <ImportDialog
      open={open}
      title="Importar colaboradores em massa"
      onClose={onClose}
      importSheet={importSheet}
      downloadModel={downloadModel}
      successMessage={NEW_COLLABORATOR_MSG.invitesSent}
    />
  );
}
