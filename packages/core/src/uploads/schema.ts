import * as z from 'zod/mini';
import { CANDIDATE_ROLES, HR_ROLES, type Role } from '../enums';
import { requiredText } from '../fields';
import { MSG, SERVER_MSG } from '../messages';

// Presigned uploads (ARCHITECTURE 'files'): the browser asks for a POST policy, sends the bytes straight
// to S3, then hands the key to the call that uses the file. Each purpose fixes type and size.
// The API checks the stored bytes against `contentTypes` (magic bytes), since the local S3 ignores policies.
// Only the roles whose calls take a purpose's files get an upload ticket for it.
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

export const uploadRequestSchema = z.object({
  purpose: z.enum(Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]]),
  fileName: requiredText('Informe o nome do arquivo', 200),
  contentType: requiredText('Informe o tipo do arquivo'),
  size: z.int().check(z.minimum(1)),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  key: string;
}

/** Rows one import accepts: each row is its own transaction (~13 ms), and the call must end well within the Lambda timeout. */
export const IMPORT_MAX_ROWS = 300;

/** Body of every POST …/upload-many. */
export const importRequestSchema = z.object({ key: requiredText(SERVER_MSG.fileMissing, 500) });

export interface ImportAnswer {
  created: number;
  refused: { row: number; reason: string }[];
}

/** GET /api/users/file/{userId}?key: the stored file of the person to link to. */
export const fileLinkQuerySchema = z.object({ key: z.string({ error: MSG.required }).check(z.minLength(1, MSG.required)) });
