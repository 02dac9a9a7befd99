import type { SessionUser } from '../auth/schema';
import type { Role, StatusActive } from '../enums';

// Answer shapes of the admission calls (spec 001 §7), shared by the handlers and the SPA.
// Calendar days travel as 'yyyy-MM-dd' (America/Sao_Paulo); money as integer centavos.

/** Labour regime of a collaborator (spec 001 §9: CLT and PJ). */
export const HIRING_REGIMES = ['CLT', 'PJ'] as const;
export type HiringRegime = (typeof HIRING_REGIMES)[number];

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

/** GET /api/users/{id}: what the admission screens read (later issues add the step data). */
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
  hiringData: HiringOffer;
  admissionDate: string;
  limitDate: string;
  percentageFilled: number;
  disabled: boolean;
  invite: InviteSummary | null;
}

/** POST /api/invite/auth (spec 000 §3 'Sign-in response'). */
export interface InviteSignInAnswer {
  token: string;
  user: SessionUser;
  invite: InviteSummary;
}
