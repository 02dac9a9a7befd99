import * as z from 'zod/mini';
import { uploadedFileSchema, type UploadedFile } from '../ground/uploaded-file';
import { MSG, SERVER_MSG } from '../messages';
import { DISMISSAL_MSG } from './messages';

// DOCUMENTOS RESCISÃO (002 §2.7 tab 2, §3 'Dismissal documents', §5.8): five PDFs. The files go through the
// presigned uploads (POST /api/uploads, purpose 'pdf') and the call sends their keys, not a multipart body.

export const DISMISSAL_DOCUMENT_KINDS = [
  'terminationTerm',
  'FGTSGuide',
  'unemploymentInsuranceGuide',
  'paymentReceipts',
  'otherDocuments',
] as const;
export type DismissalDocumentKind = (typeof DISMISSAL_DOCUMENT_KINDS)[number];

/** Ours: the spec names the fields only. */
export const DISMISSAL_DOCUMENT_LABEL: Record<DismissalDocumentKind, string> = {
  terminationTerm: 'Termo de rescisão (TRCT)',
  FGTSGuide: 'Guia do FGTS (GRRF)',
  unemploymentInsuranceGuide: 'Guia do seguro-desemprego',
  paymentReceipts: 'Comprovantes de pagamento',
  otherDocuments: 'Outros documentos',
};

/** Upload purpose of the documents (uploads/schema.ts): PDF only (002 §5.8, §9). */
export const DISMISSAL_DOCUMENT_PURPOSE = 'pdf';

/** A stored document; the API stamps when. */
export interface DismissalDocumentFile extends UploadedFile {
  uploadedAt: string;
}
export type DismissalDocuments = Partial<Record<DismissalDocumentKind, DismissalDocumentFile>>;

const pdf = z.optional(
  uploadedFileSchema(MSG.required).check(z.refine((file) => /\.pdf$/i.test(file.name), SERVER_MSG.onlyPdf)),
);

/** Body of PUT /api/users/dismissal-documents/{userId}: the documents chosen (at least one); others stay. */
export const dismissalDocumentsBodySchema = z
  .object({
    documents: z.object(
      Object.fromEntries(DISMISSAL_DOCUMENT_KINDS.map((kind) => [kind, pdf])) as Record<DismissalDocumentKind, typeof pdf>,
      { error: DISMISSAL_MSG.noFile },
    ),
  }, { error: DISMISSAL_MSG.noFile })
  .check(
    z.refine((body) => DISMISSAL_DOCUMENT_KINDS.some((kind) => body.documents[kind]), {
      error: DISMISSAL_MSG.noFile,
      path: ['documents'],
    }),
  );
export type DismissalDocumentsBody = z.infer<typeof dismissalDocumentsBodySchema>;

/** Query of DELETE and of the file link: ?document={kind}. */
export const dismissalDocumentQuerySchema = z.object({
  document: z.enum(DISMISSAL_DOCUMENT_KINDS, { error: MSG.required }),
});
