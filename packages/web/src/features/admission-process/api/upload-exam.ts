import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EXAM_MSG, type ExamBody, type ExamKind } from '@colabora/core/admission/admission-files';
import type { RouteName } from '@colabora/core/api-routes';
import { apiRequest } from '@/lib/api-client';
import { candidateQueryOptions } from './get-candidate';

const EXAM_ROUTE = {
  admissionExam: 'uploadAdmissionExam',
  toxicologicalExam: 'uploadToxicologicalExam',
} as const satisfies Record<ExamKind, RouteName>;

/** POST /api/users/admission-exam or /api/users/toxicological-exam (001 §7): the caller's own exam, a PDF already in storage. */
export function uploadExam(kind: ExamKind, body: ExamBody) {
  return apiRequest(EXAM_ROUTE[kind], { body });
}

/** Sends one exam; resolves once the candidate is read again, so the page shows what is stored. */
export function useUploadExam(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: ExamKind; body: ExamBody }) => uploadExam(kind, body),
    meta: { successMessage: EXAM_MSG.sent, errorMessage: EXAM_MSG.sendFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateQueryOptions(userId).queryKey }),
  });
}
