import type { CollaboratorDetail } from '../admission/contract';
import type { Checkup, StabilityCondition } from './checkup';
import { checkupBodySchema } from './checkup';
import type { DismissalDocuments } from './documents';
import type { NoticeComputation } from './notice';
import { shutDownBodySchema, type ShutDownData } from './shut-down-data';
import type { StabilityFact } from './stability-facts';
import type { VacationFacts } from '../vacation/acquisition-periods';
import type { DismissalStatus } from './status';

// Answers of the dismissal calls (002 §3 'Employee in dismissal', §7.3), shared by the handler and the SPA.
// Only HR reads them: no answer an employee gets carries any of this while the process is open.

/** 002 §3 'dismissalDetails': dates 'yyyy-MM-dd', null while not defined ('À definir'). */
export interface DismissalDetails {
  /** The day HR started the process (início do desligamento). */
  shutDownStartDate: string;
  /** From the dismissal data, once saved. */
  resignationDate: string | null;
  departureDate: string | null;
  /** The notice's last day (projected, with an indemnified notice); null without notice or data. */
  noticeEndDate: string | null;
  shutDownData: ShutDownData | null;
}

/** A process HR reactivated: kept on the person, newest last (the history also has its events). */
export interface PastDismissal {
  statusDismissal: DismissalStatus;
  dismissalDetails: DismissalDetails;
  checkup: Checkup | null;
  approvedCheckup: boolean;
  protectedConditions: StabilityCondition[];
  dismissalDocuments: DismissalDocuments;
  reactivatedAt: string;
  reactivatedBy: { _id: string; fullName: string };
}

/**
 * GET /api/users/dismissal/{userId}, and the answer of every dismissal write: the person as the active detail
 * reads them (personal tabs, hiring data, contracts) plus the process. `statusDismissal` is null once
 * reactivated (the answer of the reactivation), and `notice` is the computation for the saved data.
 */
export interface DismissalDetail extends CollaboratorDetail {
  statusDismissal: DismissalStatus | null;
  dismissalDetails: DismissalDetails | null;
  checkup: Checkup | null;
  approvedCheckup: boolean;
  /** Stability conditions ticked at some point of this process: dismissing without just cause then needs a justification. */
  protectedConditions: StabilityCondition[];
  /** The stability the person's recorded leaves show (stability-facts.ts); the screen keeps those in force on the resignation date. */
  stabilityFacts: StabilityFact[];
  dismissalDocuments: DismissalDocuments;
  notice: NoticeComputation | null;
  pastDismissals: PastDismissal[];
  /** What the rescission estimate reads beyond the form: the recorded vacations and leaves, the art. 130 absences and the hours bank in minutes. */
  rescissionFacts: RescissionFacts;
}

export interface RescissionFacts {
  /** The unjustified absences are required: without them the estimate would pay 30 days where art. 130 gives fewer. */
  vacation: Omit<VacationFacts, 'admissionDate'> & Required<Pick<VacationFacts, 'unjustifiedAbsences'>>;
  bankMinutes: number;
}

/** GET /api/users/dismissal-documents/{userId}: HR, or the person once DISMISSED (Contratos, RESCISÃO). */
export interface RescissionDocumentsAnswer {
  dismissalDocuments: DismissalDocuments;
}

/** PUT /api/users/dismissal-details/{userId} takes either tab's body; this picks the schema for one. */
export function dismissalDetailsSchemaFor(body: unknown): typeof checkupBodySchema | typeof shutDownBodySchema {
  return typeof body === 'object' && body !== null && 'shutDownData' in body ? shutDownBodySchema : checkupBodySchema;
}
