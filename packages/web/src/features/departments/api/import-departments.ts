import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importSheet, type ImportSheetVariables } from '@/lib/import-sheet';
import { departmentKeys } from './department-keys';

export function importDepartments(variables: ImportSheetVariables) {
  return importSheet('importDepartments', variables);
}

export function useImportDepartments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDepartments,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}
