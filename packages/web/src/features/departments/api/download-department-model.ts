import { useMutation } from '@tanstack/react-query';
import { MSG } from '@colabora/core/messages';
import { downloadFile } from '@/lib/download-file';

export function downloadDepartmentModel() {
  return downloadFile('departmentSheetModel', 'modelo-departamentos.xlsx');
}

export function useDownloadDepartmentModel() {
  return useMutation({ mutationFn: downloadDepartmentModel, meta: { errorMessage: MSG.importFailure } });
}
