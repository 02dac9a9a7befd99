import { useMutation } from '@tanstack/react-query';
import { MSG } from '@colabora/core/messages';
import { downloadFile } from '@/lib/download-file';

export function downloadJobRoleModel() {
  return downloadFile('jobRoleSheetModel', 'modelo-cargos.xlsx');
}

export function useDownloadJobRoleModel() {
  return useMutation({ mutationFn: downloadJobRoleModel, meta: { errorMessage: MSG.importFailure } });
}
