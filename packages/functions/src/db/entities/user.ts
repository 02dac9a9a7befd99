import { Entity, type EntityItem } from '../model/entity';
import { CustomAttributeType } from '../model/types';
import type { Additional } from '@colabora/core/admission/additionals';
import type { Address } from '@colabora/core/admission/address';
import type { Contracts, ExamFile } from '@colabora/core/admission/admission-files';
import type { BankData } from '@colabora/core/admission/bank-data';
import type { Saved } from '@colabora/core/admission/contract';
import type { Documents } from '@colabora/core/admission/documents';
import type { FamilyData } from '@colabora/core/admission/family-data';
import type { PersonalData } from '@colabora/core/admission/personal-data';
import type { Steps } from '@colabora/core/admission/steps';
import type { PastDismissal } from '@colabora/core/dismissal/api';
import type { DismissalDocuments } from '@colabora/core/dismissal/documents';
import type { ShutDownData } from '@colabora/core/dismissal/shut-down-data';
import { HIRING_REGIMES } from '@colabora/core/admission/hiring-regime';
import { EXPERIENCE_PERIODS } from '@colabora/core/admission/experience-period';
import { CANDIDATE_ROLES, ROLES, STATUS_ACTIVE, type Role } from '@colabora/core/enums';
import { normalizeText } from '@colabora/core/text';
import { ACTIVITY_TYPES } from '@colabora/core/activity/terms';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { CheckupCondition, StabilityCondition } from '@colabora/core/dismissal/checkup';
import { DISMISSAL_STATUSES } from '@colabora/core/dismissal/status';
import { SERVICE } from './service-name';

const DAY = { type: 'string' } as const; // yyyy-MM-dd, America/Sao_Paulo calendar day
const CENTAVOS = { type: 'number' } as const; // integer centavos
const CONDITION = { type: 'boolean', required: true } as const; // a checkup box (core/dismissal/checkup.ts)
// Step data, the exams and contracts, and the dismissal's data are stored as core's schema output, written only
// after that schema parsed it, so the schema is its one definition: repeating every nested field here as
// declared maps would be a second copy. Each is a `CustomAttributeType<output>('any')`: stored as before, not
// checked again on read (the write parsed it), and typed for every read and write. What older people lack is
// filled in by person/stored-data.ts and dismissal/stored-process.ts.

export const User = new Entity({
  model: { entity: 'user', version: '1', service: SERVICE },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, set: (email?: string) => email?.trim().toLowerCase() },
    fullName: { type: 'string', required: true },
    nameNormalized: {
      type: 'string',
      watch: ['fullName'],
      set: (_: unknown, item: { fullName?: string }) => (item.fullName ? normalizeText(item.fullName) : undefined),
    },
    role: { type: ROLES, required: true },
    passwordHash: { type: 'string', required: true },
    deactivated: { type: 'boolean', required: true, default: false },
    statusActive: { type: STATUS_ACTIVE },
    admissionDate: DAY,
    phone: { type: 'string' },
    /** Admission: the fill deadline; once it passes the invite-expiry job sets `disabled` (list: Expirado). */
    limitDate: DAY,
    /** Admission: the invite expired; a new limit date clears it. */
    disabled: { type: 'boolean' },
    /** Admission: progress of the candidate's steps (step 5 at 80, step 6 at 100). */
    percentageFilled: { type: 'number' },
    /** The candidate's invite (db/entities/invite.ts), same company. */
    inviteId: { type: 'string' },
    /** Job role and department: written only by person/records.ts, in the transaction that also moves
     * their Total de colaboradores (a direct write would leave the totals wrong). */
    jobRoleId: { type: 'string' },
    departmentId: { type: 'string' },
    hiringData: {
      type: 'map',
      properties: {
        /** The offer made at admission (spec 001 'Hiring form'); the salary is the job role's when standard. */
        regime: { type: HIRING_REGIMES },
        hasStandardSalary: { type: 'boolean' },
        salary: CENTAVOS,
        vt: CENTAVOS,
        va: CENTAVOS,
        vr: CENTAVOS,
        experiencePeriod: { type: EXPERIENCE_PERIODS },
        beginningOfFirstPeriod: DAY,
        endOfFirstPeriod: DAY,
        startOfSecondPeriod: DAY,
        endOfSecondPeriod: DAY,
        /** Id and name of the company's workday (journey); counted on its Colaboradores by the person writes
         * (person/headcount.ts), so it is written only through person/records.ts and person/guarded-update.ts. */
        workday: { type: 'string' },
        workdayName: { type: 'string' },
        /** The name of the company's place of work the person works at (core/company/employer.ts personPlaceOfWork). */
        placeOfWork: { type: 'string' },
        additional: { type: CustomAttributeType<Additional>('any') },
      },
    },
    /** The phone is WhatsApp (confirmed on the candidate's steps). */
    isWhatsApp: { type: 'boolean' },
    /** The time-clock module is on for this person (chosen at activation). */
    recordPoints: { type: 'boolean' },
    /** Admission: the six steps' review; people registered before a step existed lack it (person/stored-data.ts). */
    steps: { type: CustomAttributeType<Partial<Steps>>('any') },
    personalData: { type: CustomAttributeType<Saved<PersonalData>>('any') },
    familyData: { type: CustomAttributeType<Saved<FamilyData>>('any') },
    documents: { type: CustomAttributeType<Saved<Documents>>('any') },
    address: { type: CustomAttributeType<Saved<Address>>('any') },
    bankData: { type: CustomAttributeType<Saved<BankData>>('any') },
    /** Admission: the exams and the contracts (the admission-files Lambda). */
    admissionExam: { type: CustomAttributeType<ExamFile>('any') },
    toxicologicalExam: { type: CustomAttributeType<ExamFile>('any') },
    contracts: { type: CustomAttributeType<Contracts>('any') },
    /**
     * Every session token carries the version it was issued at; a new password or activation (candidate to
     * employee) bumps it, which ends every session issued before at once (http/authorize.ts). The admission's
     * own step (ADMISSION_PROCESS to WAITING_CONTRACT_SIGN) does not: the candidate's page signs out itself.
     */
    sessionVersion: { type: 'number', required: true, default: 0 },
    /**
     * The one link that may set this person's password now (auth/password-link.ts): the SHA-256 of its secret,
     * what it is for (the first access, a password recovery) and until when. Using it removes it; a new one
     * replaces it.
     */
    passwordLinkHash: { type: 'string' },
    passwordLinkPurpose: { type: ['first-access', 'password-recovery'] as const },
    passwordLinkExpiresAt: { type: 'string' },
    /**
     * The leave the person is on (functions/src/activity): the list's Iniciado em / Finaliza em and the red
     * dates of the detail. Written with `statusActive`, in the transaction that writes the activity; the daily
     * job (jobs/status-transitions.ts) removes it when the person is back.
     */
    currentLeave: {
      type: 'map',
      properties: {
        activityId: { type: 'string', required: true },
        type: { type: ACTIVITY_TYPES, required: true },
        startDate: { type: 'string', required: true },
        finalDate: { type: 'string' },
        withoutForecastOfEnding: { type: 'boolean', required: true },
      },
    },
    /**
     * Writes of statusActive/currentLeave by the activities and the daily job (person/leave-status.ts): each
     * adds 1 on the condition that it read the last value, so two registrations at once cannot both pass the
     * overlap check, and the job never undoes a registration it did not see.
     */
    statusSeq: { type: 'number' },
    /**
     * The day the experience contract is over (the day after endOfSecondPeriod): the daily job makes the
     * person HIRED on it (gsi5 `hiredOnDay`, no scan). Follows hiringData wherever it is written.
     */
    hiredOn: {
      type: 'string',
      watch: ['hiringData'],
      set: (_: unknown, item: { hiringData?: { endOfSecondPeriod?: string } }) => {
        const end = item.hiringData?.endOfSecondPeriod;
        return end ? addCalendarDays(end, 1) : undefined;
      },
    },
    /**
     * The journey of the hiring data (hiringData.workday), at the top level so an index can hold it: the alerts
     * job reads the people of a journey whose point is due (gsi2 `journeyPeople`). Follows hiringData.
     */
    workdayId: {
      type: 'string',
      watch: ['hiringData'],
      set: (_: unknown, item: { hiringData?: { workday?: string } }) => item.hiringData?.workday || undefined,
    },
    /**
     * The dismissal process (002 §3 'Employee in dismissal', functions/src/dismissal): its status while in or
     * through it (absent otherwise; the list's row is db/entities/dismissal-entry.ts), the day HR started it, the
     * checkup, the dismissal data and the rescission documents. The
     * person keeps `statusActive` (they keep working) until the conclusion sets DISMISSED; the status they had
     * is kept in `statusBeforeDismissal` for a reactivation. A reactivated process moves to `pastDismissals`.
     */
    statusDismissal: { type: DISMISSAL_STATUSES },
    shutDownStartDate: DAY,
    statusBeforeDismissal: { type: STATUS_ACTIVE },
    checkup: {
      type: 'map',
      properties: {
        pregnant: CONDITION,
        workAccident: CONDITION,
        sicknessAid: CONDITION,
        suspendedContract: CONDITION,
        representativeEmployee: CONDITION,
        otherConditions: CONDITION,
      } satisfies Record<CheckupCondition, typeof CONDITION>,
    },
    approvedCheckup: { type: 'boolean' },
    /** Stability conditions ticked at some point of the process (core/dismissal/stability.ts). */
    protectedConditions: { type: 'list', items: { type: CustomAttributeType<StabilityCondition>('string') } },
    shutDownData: { type: CustomAttributeType<ShutDownData>('any') },
    dismissalDocuments: { type: CustomAttributeType<DismissalDocuments>('any') },
    pastDismissals: { type: CustomAttributeType<PastDismissal[]>('any') },
    /**
     * Archived (EXCLUIR SELECIONADOS on an active person): labour records are kept (CLT, FGTS), so the person is
     * deactivated, leaves the lists and keeps every record. When and by whom.
     */
    archivedAt: { type: 'string' },
    archivedById: { type: 'string' },
    archivedByName: { type: 'string' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    /** A company's people are one partition family. */
    people: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
    /**
     * A company's people in the admission process (candidate roles only: a sparse index, so the admissions
     * list never reads the active staff). `role` is in the sort key so that changing it re-evaluates the
     * condition and takes the person out of the index (a condition is checked again only when one of
     * the index's composite attributes is written).
     */
    admissions: {
      index: 'gsi1',
      condition: (attr: { role?: Role }) => attr.role !== undefined && (CANDIDATE_ROLES as readonly Role[]).includes(attr.role),
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['role', 'id'] },
    },
    /** Everyone in a status across companies: the scheduled status transitions. */
    byStatus: {
      index: 'gsi3',
      condition: (attr) => attr.statusActive !== undefined,
      pk: { field: 'gsi3pk', composite: ['statusActive'] },
      sk: { field: 'gsi3sk', composite: [] },
    },
    /**
     * The people on a journey (journey ids are unique across companies): the alerts job reads only the people whose
     * journey has a point due, never a company's whole staff (jobs/point-alerts.ts).
     */
    journeyPeople: {
      index: 'gsi2',
      condition: (attr: { workdayId?: string }) => attr.workdayId !== undefined,
      // Only the journey: a conditional index needs every composite on each write that names one.
      pk: { field: 'gsi2pk', composite: ['workdayId'] },
      sk: { field: 'gsi2sk', composite: [] },
    },
    /** People whose experience contract is over on a day, every company: the daily job hires them. */
    hiredOnDay: {
      index: 'gsi5',
      condition: (attr: { hiredOn?: string }) => attr.hiredOn !== undefined,
      // Only the day: a conditional index needs every composite on each write that names one (GSI keys need
      // not be unique).
      pk: { field: 'gsi5pk', composite: ['hiredOn'] },
      sk: { field: 'gsi5sk', composite: [] },
    },
  },
});

/** A person as stored. */
export type UserRecord = EntityItem<typeof User>;
/** A person to create: the keys and derived attributes are the store's. */
export type NewUser = Omit<UserRecord, 'id' | 'nameNormalized' | 'sessionVersion' | 'createdAt'> & {
  id?: string;
};
/**
 * The documents step of someone set straight through the entity who never filled it (the demo seed, the bench):
 * only the CPF the time clock keeps with each punch. Every reader takes the absent photo as not sent.
 */
export function cpfOnlyDocuments(cpf: string): Saved<Documents> {
  return { cpf } as Saved<Documents>;
}

/** Any stored attribute a decision may depend on (the keys cannot change). */
export type ReadField = Exclude<keyof UserRecord, 'companyId' | 'id'>;
