import type { UploadedFile } from '@colabora/core/admission/uploaded-file';
import type { AdmissionData } from '../users/admission-data';

// The files a person's record points at: the only keys a download link may be signed for, so a person (or
// their HR) can never fetch another person's upload by guessing its key.

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';

/** Every file slot's key: photo, document photos, proofs, exams and contracts. */
export function referencedKeys(admission: AdmissionData): Set<string> {
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
  return new Set(files.filter(isFile).map((file) => file.key));
}
