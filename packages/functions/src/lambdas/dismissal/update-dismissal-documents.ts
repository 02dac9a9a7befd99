import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import {
  DISMISSAL_DOCUMENT_KINDS,
  DISMISSAL_DOCUMENT_PURPOSE,
  dismissalDocumentsBodySchema,
  type DismissalDocumentFile,
  type DismissalDocuments,
} from '@colabora/core/dismissal/documents';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { acceptUpload } from '../../modules/files/stored-file';
import type { Uploader } from '../../modules/files/upload-key';
import { dismissalDetail } from '../../modules/dismissal/dismissal-detail';
import { assertInProcess, changeDismissal } from './dismissal-write';
import { releaseReplaced } from './released-documents';
import { storedProcess } from '../../modules/dismissal/stored-process';

/** Each chosen document, checked (the company's upload, a real PDF within the size) and kept. */
async function acceptDocuments(uploader: Uploader, chosen: Partial<Record<string, UploadedFile>>): Promise<DismissalDocuments> {
  const uploadedAt = new Date().toISOString();
  const accepted = await Promise.all(
    DISMISSAL_DOCUMENT_KINDS.flatMap((kind) => {
      const file = chosen[kind];
      if (!file) return [];
      return [acceptUpload(uploader, file, DISMISSAL_DOCUMENT_PURPOSE).then((kept): [string, DismissalDocumentFile] => [kind, { ...kept, uploadedAt }])];
    }),
  );
  return Object.fromEntries(accepted);
}

/**
 * PUT /api/users/dismissal-documents/{userId} {documents} → DismissalDetail (HR; 002 §2.7 DOCUMENTOS RESCISÃO).
 * The PDFs came through POST /api/uploads (purpose 'pdf'); the chosen ones replace those of the same kind, the
 * others stay. None chosen: 'Nenhum arquivo selecionado'. The person must be in or through the process (409).
 */
export const updateDismissalDocuments = action('updateDismissalDocuments', { body: dismissalDocumentsBodySchema }, async ({ caller, params, body: { documents } }) => {
  let accepted: DismissalDocuments | undefined;
  let replaced: DismissalDocuments = {};
  const person = await changeDismissal(caller, params.userId, async (person) => {
    assertInProcess(person);
    accepted ??= await acceptDocuments(caller, documents);
    replaced = storedProcess(person).dismissalDocuments;
    return {
      set: { dismissalDocuments: { ...replaced, ...accepted } },
      read: ['statusDismissal', 'dismissalDocuments'],
      event: 'dismissalChanged',
    };
  });
  await releaseReplaced(replaced, storedProcess(person).dismissalDocuments);
  return ok(await dismissalDetail(person));
});
