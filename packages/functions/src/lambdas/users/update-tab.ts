import { NO_ADDITIONALS } from '@colabora/core/admission/additionals';
import { experiencePeriodFields } from '@colabora/core/admission/experience-period';
import type * as z from 'zod/mini';
import { contactSchema } from '@colabora/core/admission/personal-data';
import { hiringDataSchema, type HiringData } from '@colabora/core/admission/hiring-data';
import type { HistoryChange } from '@colabora/core/people/history';
import { SERVER_MSG } from '@colabora/core/messages';
import type { Caller } from '../../http/caller';
import { BadRequest, Conflict, NotFound } from '../../http/http-error';
import { parseInput } from '../../http/validate';
import { hiringOffer } from '../../modules/person/detail';
import { updatePerson, type PersonFields } from '../../modules/person/guarded-update';
import { historyEvent } from '../../modules/person/history';
import { isListed } from '../../modules/person/staff-roster';
import { admissionData } from '../../modules/person/stored-data';
import type { CandidateStep } from '../../modules/admission/candidate-step';
import { addressStep } from '../../modules/admission/save-address';
import { bankDataStep } from '../../modules/admission/save-bank-data';
import { documentsStep } from '../../modules/admission/save-documents';
import { familyDataStep } from '../../modules/admission/save-family-data';
import { assertPeriodStartsOnAdmission } from '../../modules/admission/save-hiring-data';
import { acceptStepFiles } from '../../modules/admission/step-files';
import { assertCompanyPlace } from '../../modules/company/company-settings';
import { pendingResettle, settlePending, type PendingResettle } from '../../modules/timeclock/resettle';
import { findWorkday } from '../../modules/workday/store';
import { tabChanges } from './tab-changes';
import type { ReadField, UserRecord } from '../../db/entities/user';

// HR edits an active person's tabs (001 §7 'PUT users/{userId}': one of {hiringData}, {email, phone, isWhatsApp},
// {familyData}, {documents}, {address}, {bankData}) with the schemas and file checks of the candidate's wizard.
// Each save records who changed which fields, from what to what, in the same write.

interface TabEdit {
  set: PersonFields;
  read: ReadField[];
  changes: HistoryChange[];
}

type TabEditor = (person: UserRecord, value: unknown) => Promise<TabEdit>;

type StepTab = 'familyData' | 'documents' | 'address' | 'bankData';

/** A wizard step's tab: the step's own schema (given the other saved steps), file checks and server checks. */
function stepTab<S extends z.ZodMiniType<{ isWhatsApp?: boolean }>>(tab: StepTab, definition: CandidateStep<S>): TabEditor {
  return async (person, value) => {
    const saved = admissionData(person);
    const parsed = parseInput(definition.schema(saved), value);
    await definition.check?.(parsed);
    // The WhatsApp answer belongs to the contact, saved with its own tab.
    const { isWhatsApp: _whatsApp, ...data } = parsed;
    const stored: Record<string, unknown> | null = saved[tab];
    const next = await acceptStepFiles(person, data, stored, definition.files);
    return { set: { [tab]: next }, read: [tab, ...(definition.reads ?? [])], changes: tabChanges(tab, stored, next) };
  };
}

const STEP_TABS: Record<StepTab, TabEditor> = {
  familyData: stepTab('familyData', familyDataStep),
  documents: stepTab('documents', documentsStep),
  address: stepTab('address', addressStep),
  bankData: stepTab('bankData', bankDataStep),
};

const OFFER_FIELDS = ['regime', 'hasStandardSalary', 'vt', 'va', 'vr'] as const;

/** Regime, pay and allowances of an active person change by promotion (001 §4), never here. */
function assertOfferKept(person: UserRecord, hiring: HiringData): void {
  const offer = hiringOffer(person);
  const changed =
    OFFER_FIELDS.some((field) => hiring[field] !== offer[field]) || (!hiring.hasStandardSalary && hiring.salary !== offer.salary);
  if (changed) throw new Conflict(SERVER_MSG.changeByPromotion).withCode('changeByPromotion');
}

/** DADOS CONTRATAÇÃO of an active person: experience period (CLT), workday, place of work and additionals. */
const hiringTab: TabEditor = async (person, value) => {
  const hiring = parseInput(hiringDataSchema, value);
  assertOfferKept(person, hiring);
  assertPeriodStartsOnAdmission(hiring, person.admissionDate);
  const workday = await findWorkday(person.companyId, hiring.workday);
  if (!workday) throw new NotFound(SERVER_MSG.workdayNotFound, { workday: SERVER_MSG.workdayNotFound });
  await assertCompanyPlace(person.companyId, hiring.placeOfWork);
  const stored = person.hiringData ?? {};
  const period = experiencePeriodFields(hiring);
  const place = hiring.placeOfWork === undefined ? {} : { placeOfWork: hiring.placeOfWork };
  const next = { ...stored, ...period, workday: workday._id, workdayName: workday.name, ...place, additional: hiring.additional };
  // The journey shows by its name. Hiring data saved before the additionals existed holds none: that is 'none
  // ticked', so saving the tab unchanged records no change to them.
  const shown = ({ workday: _id, ...rest }: typeof stored) => ({ ...rest, additional: { ...NO_ADDITIONALS, ...rest.additional } });
  return { set: { hiringData: next }, read: ['hiringData', 'admissionDate'], changes: tabChanges('hiringData', shown(stored), shown(next)) };
};

/** The contact of DADOS PESSOAIS; the e-mail is the sign-in address, its unique marker moves with it. */
const contactTab: TabEditor = async (person, value) => {
  const contact = parseInput(contactSchema, value);
  const set = { email: contact.email, phone: contact.phone, ...(contact.isWhatsApp === undefined ? {} : { isWhatsApp: contact.isWhatsApp }) };
  const before = { email: person.email, phone: person.phone, ...(contact.isWhatsApp === undefined ? {} : { isWhatsApp: person.isWhatsApp }) };
  return { set, read: ['email', 'phone', 'isWhatsApp'], changes: tabChanges(null, before, set) };
};

const TAB_KEYS = ['hiringData', 'familyData', 'documents', 'address', 'bankData'] as const;

/** True when the body edits a tab (rather than the admission's limit date). */
export function isTabEdit(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && [...TAB_KEYS, 'email', 'phone'].some((key) => key in body);
}

/** The tab a body edits and its value; 400 unless it is exactly one of them. */
function tabOf(body: Record<string, unknown>): [TabEditor, unknown] {
  const keys = TAB_KEYS.filter((key) => key in body);
  const contact = 'email' in body || 'phone' in body;
  if (keys.length + (contact ? 1 : 0) !== 1) throw new BadRequest(SERVER_MSG.oneTabPerSave);
  if (contact) return [contactTab, body];
  const [key] = keys;
  return [key === 'hiringData' ? hiringTab : STEP_TABS[key], body[key]];
}

/**
 * The journey has no start date of its own: every day since the admission is planned by the one assigned now (the
 * mirror shows them so), so the settled days follow it (issue 22 §7), marked in the change's transaction.
 */
function journeyResettle(before: UserRecord, after: UserRecord): PendingResettle | undefined {
  const moved = before.hiringData?.workday !== after.hiringData?.workday;
  return moved && after.admissionDate ? pendingResettle(after, after.admissionDate, null) : undefined;
}

/**
 * Saves one tab of an active person of the caller's company (404 for anyone else's; 409 for someone not on the
 * active staff), with a 'changed' history entry listing the fields changed, in the same write. Answers the person.
 */
export async function updateTab(caller: Caller, userId: string, body: Record<string, unknown>): Promise<UserRecord> {
  const [edit, value] = tabOf(body);
  const written: { resettle?: PendingResettle } = {};
  const updated = await updatePerson(caller.companyId, userId, async (person) => {
    if (!isListed(person)) throw new Conflict(SERVER_MSG.notActiveStaff);
    const { set, read, changes } = await edit(person, value);
    return {
      set,
      read,
      by: caller,
      with: (tx, before, after) => {
        written.resettle = journeyResettle(before, after);
        return [...(changes.length > 0 ? [historyEvent(tx, before, caller, 'changed', changes)] : []), ...(written.resettle ? [written.resettle.part(tx)] : [])];
      },
    };
  });
  if (written.resettle) await settlePending(written.resettle, updated);
  return updated;
}
