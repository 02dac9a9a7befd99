import { useMutation } from '@tanstack/react-query';
import { MSG } from '@colabora/core/messages';
import { downloadFile } from '@/lib/download-file';

export function downloadEmployeeModel() {
  return downloadFile('employeeSheetModel', 'modelo-colaboradores.xlsx');
}

export function useDownloadEmployeeModel() {
  return useMutation({ mutationFn: downloadEmployeeModel, meta: { errorMessage: MSG.importFailure } });
}
