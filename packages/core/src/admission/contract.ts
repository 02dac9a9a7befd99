import type { HiringRegime } from './hiring-regime';
import type { SessionUser } from '../auth/schema';
import type { Role, StatusActive } from '../enums';
import type { Address } from './address';
import type { Contracts, ExamFile } from './admission-files';
import type { BankData } from './bank-data';
import type { Documents } from './documents';
import type { FamilyData } from './family-data';
import type { Additional } from './additionals';
import type { ExperiencePeriod } from './experience-period';
import type { PersonalData } from './personal-data';
import type { Steps } from './steps';
import type { CurrentLeave } from '../activity/schema';

// Answer shapes of the admission calls (spec 001 §7), shared by the handlers and the SPA.
// Calendar days travel as 'yyyy-MM-dd' (America/Sao_Paulo); money as integer centavos.

export interface HiringOffer {
  regime: HiringRegime;
  hasStandardSalary: boolean;
  salary: number;
  vt: number;
  va: number;
  vr: number;
}

/** A row of GET /api/users/company/{companyId}?status=ADMISSION. */
export interface AdmissionListItem {
  _id: string;
  fullName: string;
  email: string;
  admissionDate: string;
  limitDate: string;
  percentageFilled: number;
  /** The invite expired (limit date passed); changing the limit date re-enables it. */
  disabled: boolean;
}

export interface InviteSummary {
  _id: string;
  opened: boolean;
  concluded: boolean;
  emailVerify: boolean;
  accepted: boolean;
}

/** What HR adds on the DADOS CONTRATAÇÃO tab (hiring-data.ts); absent until the tab is saved. */
export interface HiringDetails {
  experiencePeriod?: ExperiencePeriod;
  beginningOfFirstPeriod?: string;
  endOfFirstPeriod?: string;
  startOfSecondPeriod?: string;
  endOfSecondPeriod?: string;
  /** Id of the company's workday, and its name for display. */
  workday?: string;
  workdayName?: string | null;
  /** The name of the company's place of work the person works at (company/employer.ts personPlaceOfWork). */
  placeOfWork?: string;
  additional?: Additional;
}

/** What a step save stores (the step bodies without the WhatsApp answer, which is kept on the person). */
export type Saved<T> = Omit<T, 'isWhatsApp'>;

/** GET /api/users/{id}: what the admission screens read. Step data is null until its step is first saved. */
export interface CollaboratorDetail {
  _id: string;
  fullName: string;
  email: string;
  phone: string;
  role: Role;
  statusActive: StatusActive | null;
  company: { _id: string; name: string };
  jobRole: { _id: string; name: string; baseSalary: number; toxicologicalExam: boolean } | null;
  department: { _id: string; name: string } | null;
  /** The offer, plus what HR fills on the DADOS CONTRATAÇÃO tab (present once the tab is saved). */
  hiringData: HiringOffer & HiringDetails;
  admissionDate: string;
  limitDate: string;
  percentageFilled: number;
  disabled: boolean;
  invite: InviteSummary | null;
  /** The phone is WhatsApp (the candidate confirms it on the steps). */
  isWhatsApp: boolean | null;
  recordPoints: boolean;
  /** The leave the person is on (core/activity), null while at work: the detail shows its dates in red. */
  currentLeave: CurrentLeave | null;
  steps: Steps;
  personalData: Saved<PersonalData> | null;
  familyData: Saved<FamilyData> | null;
  documents: Saved<Documents> | null;
  address: Saved<Address> | null;
  bankData: Saved<BankData> | null;
  admissionExam: ExamFile | null;
  toxicologicalExam: ExamFile | null;
  contracts: Contracts;
}

/** GET /api/users/steps/{userId}: each step's status and reason. */
export type StepsAnswer = Steps;

/** GET /api/users/file/{userId}?key=…: a short-lived link to one of the person's own files. */
export interface FileLink {
  url: string;
  /** Seconds the link stays valid. */
  expiresIn: number;
}

/** GET /api/cep/{cep}: the address a CEP names (ViaCEP in AWS; offline the call fails and the form stays manual). */
export interface CepAddress {
  cep: string;
  state: string;
  city: string;
  neighborhood: string;
  publicPlace: string;
}

/** GET /api/workday/{companyId}: the company's journeys, for the workday select. */
export interface WorkdayOption {
  _id: string;
  name: string;
  scaleType: string;
}

/** POST /api/invite/auth (spec 000 §3 'Sign-in response'). */
export interface InviteSignInAnswer {
  token: string;
  user: SessionUser;
  invite: InviteSummary;
}
