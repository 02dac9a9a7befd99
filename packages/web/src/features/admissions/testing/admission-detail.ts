import type { ExamFile } from '@colabora/core/admission/admission-files';
import type { CollaboratorDetail, WorkdayOption } from '@colabora/core/admission/contract';
import { STEP_NAMES, type StepStatus, type Steps } from '@colabora/core/admission/steps';
import { candidateDetail, filledPersonData } from '@/testing/collaborator-detail';

export const WORKDAYS: WorkdayOption[] = [
  { _id: 'w-1', name: 'Comercial 44h', scaleType: '5x2' },
  { _id: 'w-2', name: 'Escala 12x36', scaleType: '12/36' },
];

/** Every step with `status`, then the ones named in `overrides`. */
export function stepsWith(status: StepStatus, overrides: Partial<Steps> = {}): Steps {
  const all = Object.fromEntries(STEP_NAMES.map((name) => [name, { status, reason: null }])) as Steps;
  return { ...all, ...overrides };
}

export function examFile(key: string): ExamFile {
  return { key, name: `${key}.pdf`, size: 2048, uploadedAt: '2026-03-05T12:00:00.000Z' };
}

/** A candidate who filled every step, all waiting for HR's review (the hiring data still to fill). */
export function filledDetail(overrides: Partial<CollaboratorDetail> = {}): CollaboratorDetail {
  return candidateDetail({
    percentageFilled: 100,
    steps: stepsWith('underAnalysis', { HIRING_DATA: { status: 'notFilled', reason: null } }),
    ...filledPersonData(),
    ...overrides,
  });
}
