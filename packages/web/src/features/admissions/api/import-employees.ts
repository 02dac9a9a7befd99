import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importSheet, type ImportSheetVariables } from '@/lib/import-sheet';
import { admissionKeys } from './admission-keys';

/** POST /api/users/upload-many {key}: each valid row becomes a person in admission with an invite. */
export function importEmployees(variables: ImportSheetVariables) {
  return importSheet('importEmployees', variables);
}

export function useImportEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEmployees,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: admissionKeys.all }),
  });
}
