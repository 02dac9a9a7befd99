import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { failure, logger } from '../../lib/telemetry';
import { releaseFiles } from '../files/stored-file';
import { admissionData, type AdmissionData } from './stored-data';
import type { UserRecord } from '../../db/entities/user';

// The files a person's record points at: the only keys a download link may be signed for, so a person (or
// their HR) can never fetch another person's upload by guessing its key.

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

/** Every file slot, by key: photo, document photos, proofs, exams and contracts. */
export function referencedFiles(admission: AdmissionData): Map<string, UploadedFile> {
  const holders: unknown[] = [
    admission.personalData,
    admission.documents,
    admission.address,
    admission.bankData,
    admission.contracts,
  ];
  const files: unknown[] = [
    admission.admissionExam,
    admission.toxicologicalExam,
    ...holders.flatMap((holder) => (holder && typeof holder === 'object' ? Object.values(holder) : [])),
  ];
  return new Map(files.filter(isFile).map((file) => [file.key, file]));
}

/**
 * After a write: the files `before` referenced and `after` (null when the person was removed) no longer does,
 * a replaced photo or a contract removed before its signature, are released (uploads/stored-file.ts).
 */
export async function releaseUnreferencedFiles(before: UserRecord, after: UserRecord | null): Promise<void> {
  const kept = after ? referencedFiles(admissionData(after)) : new Map<string, UploadedFile>();
  const released = [...referencedFiles(admissionData(before)).keys()].filter((key) => !kept.has(key));
  if (released.length === 0) return;
  // The write committed: a file not tagged now only stays longer, so the answer is still the write's.
  await releaseFiles(released).catch((error: unknown) => logger.warn('files not released', { error: failure(error) }));
}
