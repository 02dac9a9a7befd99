import { useMutation } from '@tanstack/react-query';
import { ATESTADO_MSG } from '@colabora/core/company/atestado';
import { downloadFile } from '@/lib/download-file';

/** GET /api/company/atestado/{companyId}: the Atestado Técnico e Termo de Responsabilidade (Portaria 671 art. 89), saved as a PDF. */
export function downloadAtestado(companyId: string) {
  return downloadFile('getAtestado', ATESTADO_MSG.fileName, { params: { companyId } });
}

export function useDownloadAtestado(companyId: string) {
  return useMutation({ mutationFn: () => downloadAtestado(companyId), meta: { errorMessage: ATESTADO_MSG.failed, preferServerMessage: false } });
}
