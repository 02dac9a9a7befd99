import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importSheet, type ImportSheetVariables } from '@/lib/import-sheet';
import { jobRoleKeys } from './job-role-keys';

export function importJobRoles(variables: ImportSheetVariables) {
  return importSheet('importJobRoles', variables);
}

export function useImportJobRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importJobRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobRoleKeys.all }),
  });
}
