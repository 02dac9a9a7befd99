import * as z from 'zod/mini';
import { requiredText } from '../fields';
import { MSG, SERVER_MSG } from '../messages';
import { UPLOAD_PURPOSES, type UploadPurpose } from './rules';

// Presigned uploads (ARCHITECTURE 'files'): the browser asks for a POST policy, sends the bytes straight
// to S3, then hands the key to the call that uses the file. What each purpose takes is in ./rules.ts.

export { UPLOAD_PURPOSES, type UploadPurpose } from './rules';

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
