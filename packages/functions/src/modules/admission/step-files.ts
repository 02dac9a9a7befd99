import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import type { UploadPurpose } from '@colabora/core/uploads/schema';
import { HttpError } from '../../http/http-error';
import { acceptUpload } from '../files/stored-file';
import { keptFileKey, type Uploader } from '../files/upload-key';

/** The file fields of a step and what each may hold (e.g. profilePicture: 'photo'). */
export type FileSlots = Readonly<Record<string, UploadPurpose>>;

type StepValues = Record<string, unknown>;

const fileIn = (values: StepValues | null, slot: string) => (values?.[slot] ?? null) as UploadedFile | null;

/**
 * The step's files, each checked (tenant, size, magic bytes) and kept by acceptUpload, unless it is the very
 * file already stored in that slot. Every file is checked before anything is written, so a refused one leaves the stored step
 * as it was. A refusal names its field: {message, errors: {slot: message}}.
 */
export async function acceptStepFiles<T extends object>(
  uploader: Uploader,
  data: T,
  stored: StepValues | null,
  slots: FileSlots,
): Promise<T> {
  const accepted = await Promise.all(
    Object.entries(slots).map(async ([slot, purpose]) => {
      const sent = fileIn(data as StepValues, slot);
      const kept = fileIn(stored, slot);
      if (!sent) return [slot, sent] as const;
      // The stored reference comes back unchanged (or the upload it was kept from, re-sent by a form).
      if (kept && (kept.key === sent.key || kept.key === keptFileKey(sent.key))) return [slot, kept] as const;
      try {
        return [slot, await acceptUpload(uploader, sent, purpose)] as const;
      } catch (error) {
        if (error instanceof HttpError) throw new HttpError(error.statusCode, error.message, { [slot]: error.message });
        throw error;
      }
    }),
  );
  const files = Object.fromEntries(accepted.filter(([slot]) => slot in data));
  return { ...data, ...files };
}
