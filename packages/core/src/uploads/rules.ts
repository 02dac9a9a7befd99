import { CANDIDATE_ROLES, HR_ROLES, type Role } from '../enums';

// What each upload purpose takes (UPLOAD_PURPOSES), and named rules on it: the SPA checks a file with them before
// it uploads anything, the API checks the request and the stored bytes with the same ones. Apart from the
// request schemas (./schema.ts), so that the code that only checks stored files does not build them.

// Each purpose fixes type and size. The API checks the stored bytes against `contentTypes` (magic bytes), since
// the local S3 ignores policies. Only the roles whose calls take a purpose's files get an upload ticket for it.
const MB = 1024 * 1024;
export const UPLOAD_PURPOSES = {
  /** Imports of job roles, departments and people. */
  sheet: {
    roles: HR_ROLES,
    contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    extensions: ['.xlsx'],
    maxBytes: 5 * MB,
  },
  /** The selfie of step 1. */
  photo: {
    roles: CANDIDATE_ROLES,
    contentTypes: ['image/jpeg', 'image/png'],
    extensions: ['.jpg', '.jpeg', '.png'],
    maxBytes: 10 * MB,
  },
  /** Document photos and proofs (steps 3 to 5): a photo or a scanned PDF. */
  document: {
    roles: CANDIDATE_ROLES,
    contentTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    extensions: ['.jpg', '.jpeg', '.png', '.pdf'],
    maxBytes: 10 * MB,
  },
  /** Exams (the candidate), contracts (HR) and the attachments of an employee's time-clock requests: PDF only (001 §9, 002 §5.1). */
  pdf: {
    roles: [...HR_ROLES, ...CANDIDATE_ROLES, 'EMPLOYEE'],
    contentTypes: ['application/pdf'],
    extensions: ['.pdf'],
    maxBytes: 10 * MB,
  },
} as const satisfies Record<string, { roles: readonly Role[]; contentTypes: readonly string[]; extensions: readonly string[]; maxBytes: number }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** The file's name ends with one of the purpose's extensions, whatever the case. */
export function hasAcceptedExtension(purpose: UploadPurpose, fileName: string): boolean {
  const name = fileName.toLowerCase();
  return UPLOAD_PURPOSES[purpose].extensions.some((extension) => name.endsWith(extension));
}

/** One of the purpose's content types (declared by the browser, or sniffed from the first bytes). */
export function isAcceptedContentType(purpose: UploadPurpose, contentType: string | null): boolean {
  return contentType !== null && (UPLOAD_PURPOSES[purpose].contentTypes as readonly string[]).includes(contentType);
}

/** Larger than the purpose allows. */
export function exceedsMaxSize(purpose: UploadPurpose, bytes: number): boolean {
  return bytes > UPLOAD_PURPOSES[purpose].maxBytes;
}

/** The purpose's size limit in MB, as the messages say it. */
export function maxMegabytes(purpose: UploadPurpose): number {
  return UPLOAD_PURPOSES[purpose].maxBytes / (1024 * 1024);
}
