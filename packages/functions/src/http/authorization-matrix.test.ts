import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type RouteName } from '@colabora/core/api-routes';
import { ROLES, type Role } from '@colabora/core/enums';
import { FIRST_ACCESS_MSG } from '@colabora/core/auth/first-access';
import { PASSWORD_RECOVERY_MSG, RESET_PASSWORD_MSG } from '@colabora/core/auth/password-recovery';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { config } from '../config';
import { db } from '../db/service';
import { signSessionToken } from '../lib/session-token';
import { attachInvite, companyWithEveryRole, createCandidate, createPerson, TERMS_ACCEPTED, tokenFor, type TestCompany, TEST_COMPANY_CLOCK } from '../testing/fixtures';
import { invoke, type InvokeOptions } from '../testing/invoke';
import { uploadFile, XLSX_TYPE } from '../testing/upload-file';
import { approvedSteps, storedDocuments, uploadPdf } from '../testing/admission-ready';
import { addressBody, bankDataBody, documentsBody, familyDataBody, hiringDataBody, personalDataBody, uploadDocument, uploadPhoto } from '../testing/admission-steps';
import { startViaCepStub } from '../testing/via-cep-stub';
import { createTestJourney, journeyBody } from '../testing/journeys';
import { COMMERCIAL_SCALE, VALID_DETAILS } from '@colabora/core/workday/testing/journeys';
import { dayFromToday } from '../testing/admission';
import { personalDataSchema } from '@colabora/core/admission/personal-data';
import { initialSteps } from '@colabora/core/admission/steps';
import { experienceDates } from '@colabora/core/admission/experience-period';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { CANDIDATE_ROLES, HR_ROLES } from '@colabora/core/enums';
import { mayCall } from './access';
import { NO_CONDITIONS } from '@colabora/core/dismissal/checkup';
import type { NewUser } from '../db/entities/user';
import type { PunchAnswer } from '@colabora/core/timeclock/point-register-api';

// Every manifest route × every role × own / other company, plus missing and bad tokens: the answer
// is 401 / 403 / 404 where it must be, a success otherwise, and nothing of the other company leaks.

// 'self': the caller's own record (routes open to oneself); 'other-person': someone else's record of the
// caller's own company where only its owner may act (the candidate's invite).
type Scope = 'own' | 'other-company' | 'other-record' | 'self' | 'other-person';
interface World {
  company: TestCompany;
  people: Record<Role, { id: string; token: string; inviteId?: string }>;
  jobRoleId: string;
  departmentId: string;
  /** A candidate in admission, with an invite and a stored photo (fileKey). */
  candidate: { id: string; email: string; inviteId: string };
  workdayId: string;
  /** A job role that asks for the toxicological exam. */
  toxicologicalJobRoleId: string;
  /** A file every person of the world references (the file link routes). */
  fileKey: string;
  names: string[];
}

let own: World;
let other: World;
let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter} ${Date.now()}`;

async function sheet(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('P').addRow(['Nome', 'Salário base']);
  book.worksheets[0].addRow([unique('Importado'), 1500]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function holidaySheet(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('F').addRow(['Nome', 'Tipo', 'Data']);
  book.worksheets[0].addRow([unique('Feriado importado'), 'Municipal', '25/01/2030']);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** A people import of one row naming the own company's job role and department. */
async function peopleSheet(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const [, roleName, departmentName] = own.names;
  book.addWorksheet('P').addRow(['Nome completo', 'E-mail', 'Telefone', 'Cargo', 'Departamento', 'Regime', 'Salário', 'Data de admissão', 'Data limite']);
  book.worksheets[0].addRow(['Pessoa Importada', `importada-${++counter}-${Date.now()}@teste.com.br`, '11987654321', roleName, departmentName, 'CLT', 2500, '01/01/2099', '10/01/2099']);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function world(): Promise<World> {
  const { company, people } = await companyWithEveryRole();
  const hr = people.ADMINISTRATOR_COMPANY.token;
  const roleName = unique('Cargo secreto');
  const departmentName = unique('Departamento secreto');
  const role = await invoke<{ _id: string }>('createJobRole', {
    token: hr,
    body: { name: roleName, baseSalary: 123456, company: company.id },
  });
  const department = await invoke<{ _id: string }>('createDepartment', {
    token: hr,
    body: { name: departmentName, company: company.id },
  });
  const candidate = await createCandidate(company.id, { fullName: unique('Candidato secreto') });
  const toxicological = await invoke<{ _id: string }>('createJobRole', {
    token: hr,
    body: { name: unique('Cargo toxicológico'), baseSalary: 200000, toxicologicalExam: true, company: company.id },
  });
  const workday = await createTestJourney(company.id, unique('Jornada'));
  const fileKey = `files/${company.id}/foto/selfie.png`;
  // The step as its save stores it: parsed, without the WhatsApp answer.
  const { isWhatsApp: _whatsApp, ...personalData } = personalDataSchema.parse(personalDataBody({ key: fileKey, name: 'selfie.png', size: 10 }));
  for (const person of [candidate, ...Object.values(people)]) {
    await db.entities.user.patch({ companyId: company.id, id: person.id }).set({ personalData }).go();
  }
  const withInvites = { ...people } as World['people'];
  for (const role of ['ADMISSION_PROCESS', 'WAITING_CONTRACT_SIGN'] as const) {
    withInvites[role] = { ...people[role], inviteId: await attachInvite(company.id, people[role].id) };
  }
  return {
    company,
    people: withInvites,
    jobRoleId: role.body._id,
    departmentId: department.body._id,
    candidate: { id: candidate.id, email: candidate.email, inviteId: candidate.inviteId },
    workdayId: workday._id,
    toxicologicalJobRoleId: toxicological.body._id,
    fileKey,
    names: [company.name, roleName, departmentName, candidate.fullName, candidate.email],
  };
}

let stopCepStub: () => Promise<void>;
beforeAll(async () => {
  [own, other] = await Promise.all([world(), world()]);
  stopCepStub = await startViaCepStub();
});
afterAll(() => stopCepStub());

/** How the route names a company or a record, and so what "the other company" means for it. */
type Reference =
  | 'none'
  | 'companyId'
  | 'bodyCompany'
  | 'record'
  | 'recordAndBodyCompany'
  | 'uploadKey'
  | 'recordOrSelf'
  | 'ownedRecord'
  | 'selfOnly';
const REFERENCE: Record<RouteName, Reference> = {
  signIn: 'none',
  firstAccess: 'none',
  requestPasswordRecovery: 'none',
  recoverPassword: 'none',
  createUpload: 'none',
  listJobRoles: 'companyId',
  paginateJobRoles: 'companyId',
  createJobRole: 'bodyCompany',
  updateJobRole: 'recordAndBodyCompany',
  deleteJobRole: 'record',
  importJobRoles: 'uploadKey',
  jobRoleSheetModel: 'none',
  listDepartments: 'companyId',
  paginateDepartments: 'companyId',
  createDepartment: 'bodyCompany',
  updateDepartment: 'recordAndBodyCompany',
  deleteDepartment: 'record',
  importDepartments: 'uploadKey',
  departmentSheetModel: 'none',
  paginateHolidays: 'companyId',
  createHoliday: 'bodyCompany',
  updateHoliday: 'recordAndBodyCompany',
  deleteHoliday: 'record',
  deleteHolidays: 'record',
  importHolidays: 'uploadKey',
  holidaySheetModel: 'none',
  listNationalHolidays: 'none',
  addNationalHolidays: 'none',
  createEmployee: 'bodyCompany',
  importEmployees: 'uploadKey',
  employeeSheetModel: 'none',
  listCompanyUsers: 'companyId',
  deleteUsers: 'record',
  updateUser: 'record',
  resetPassword: 'record',
  getUser: 'recordOrSelf',
  getPersonHistory: 'record',
  inviteSignIn: 'none',
  updateInvite: 'ownedRecord',
  getUserSteps: 'recordOrSelf',
  updateStep: 'record',
  saveHiringData: 'record',
  savePersonalData: 'selfOnly',
  saveFamilyData: 'selfOnly',
  saveDocuments: 'selfOnly',
  saveAddress: 'selfOnly',
  saveBankData: 'selfOnly',
  getFileLink: 'recordOrSelf',
  exportPersonData: 'recordOrSelf',
  uploadAdmissionExam: 'none',
  uploadToxicologicalExam: 'none',
  uploadContract: 'record',
  deleteContract: 'record',
  signContract: 'selfOnly',
  markContractSigned: 'record',
  activateUser: 'record',
  confirmEmail: 'ownedRecord',
  createPassword: 'ownedRecord',
  lookupCep: 'none',
  listWorkdays: 'companyId',
  paginateWorkdays: 'companyId',
  // The company is in the query.
  validateWorkdayName: 'bodyCompany',
  createWorkday: 'bodyCompany',
  updateWorkdayDetails: 'recordAndBodyCompany',
  updateWorkdayScale: 'record',
  updateWorkdayBreaks: 'record',
  updateWorkdayScaleAndBreaks: 'record',
  updateWorkdaysStatus: 'record',
  deleteWorkday: 'record',
  deleteWorkdays: 'record',
  getPersonJourney: 'recordOrSelf',
  // The caller's own month; HR's ?userId of another company: workday.test.ts.
  getMonthScale: 'none',
  getHoursBank: 'recordOrSelf',
  workTimeByDay: 'recordOrSelf',
  listHoursBank: 'companyId',
  listExpiringHours: 'companyId',
  getCompanySettings: 'companyId',
  updateCompanySettings: 'companyId',
  getAtestado: 'companyId',
  compensateHours: 'record',
  payHours: 'record',
  listPointRecords: 'companyId',
  exportAfd: 'companyId',
  exportAej: 'companyId',
  // The NSR is read in the caller's company, and only their own punch is found (punch-receipt.test.ts: another's 404).
  getPunchReceipt: 'none',
  getMirrorPdf: 'recordOrSelf',
  // The caller's own mirror: no id to name anyone else.
  getMyPointMirror: 'none',
  // The caller's own alerts: no id to name anyone else.
  listPointAlerts: 'none',
  // The caller's own punch and day: no id to name anyone else (point-register.test.ts: only one's own data).
  punch: 'none',
  todayPoints: 'none',
  getPointMirror: 'record',
  // The caller's own requests: the alert they adjust is theirs (another's: point-solicitation.test.ts).
  requestAdjustment: 'none',
  requestDayOff: 'none',
  requestCompensation: 'none',
  listMyRequests: 'none',
  listRequestsInAnalysis: 'companyId',
  approveRequest: 'record',
  reproveRequest: 'record',
  markRequestViewed: 'record',
  countRequestNotifications: 'companyId',
  // HR of the company, or the employee who asked (a colleague's: point-solicitation.test.ts).
  getRequestAttachmentLink: 'record',
  getActivity: 'recordOrSelf',
  listActivities: 'recordOrSelf',
  listVacations: 'companyId',
  createActivity: 'recordAndBodyCompany',
  endActivityWithNoForecast: 'record',
  createPromotion: 'record',
  getPromotion: 'recordOrSelf',
  // Someone else's promotion is forbidden, whoever they are (another company's: promotion.test.ts).
  confirmPromotion: 'selfOnly',
  cancelPromotion: 'record',
  listPayslips: 'recordOrSelf',
  createPayslip: 'record',
  deletePayslip: 'record',
  // Another company's upload key is listed among the unmatched files, not refused (payslip.test.ts).
  importPayslips: 'none',
  openPayslip: 'recordOrSelf',
  // The person's own rescission documents, once dismissed: dismissal.test.ts ('after the conclusion').
  startDismissal: 'record',
  getDismissal: 'record',
  updateDismissalDetails: 'record',
  updateDismissalDocuments: 'record',
  deleteDismissalDocument: 'record',
  getDismissalDocuments: 'record',
  openDismissalDocument: 'record',
  reactivateUser: 'record',
  concludeDismissal: 'record',
  // importEmployees and employeeSheetModel are listed above.
};

/**
 * Answers the domain gives a caller the manifest lets in: the role is allowed, but the person is not at
 * the stage the call belongs to (e.g. a candidate still filling the steps cannot send exams yet).
 */
const STAGE_REFUSALS: Partial<Record<RouteName, Partial<Record<Role, number>>>> = {
  // The matrix asks for a sheet ticket: only HR imports sheets.
  createUpload: { ADMINISTRATOR: 403, EMPLOYEE: 403, ADMISSION_PROCESS: 403, WAITING_CONTRACT_SIGN: 403 },
  savePersonalData: { WAITING_CONTRACT_SIGN: 403 },
  saveFamilyData: { WAITING_CONTRACT_SIGN: 403 },
  saveDocuments: { WAITING_CONTRACT_SIGN: 403 },
  saveAddress: { WAITING_CONTRACT_SIGN: 403 },
  saveBankData: { WAITING_CONTRACT_SIGN: 403 },
  uploadAdmissionExam: { ADMISSION_PROCESS: 409 },
  uploadToxicologicalExam: { ADMISSION_PROCESS: 409 },
  // One's own hours bank needs the time-clock module, which no matrix person has (comp-time.test.ts: one who has).
  getHoursBank: { ADMINISTRATOR: 403, EMPLOYEE: 403, ADMISSION_PROCESS: 403, WAITING_CONTRACT_SIGN: 403 },
  workTimeByDay: { ADMINISTRATOR: 403, EMPLOYEE: 403, ADMISSION_PROCESS: 403, WAITING_CONTRACT_SIGN: 403 },
  // Same: mirror-pdf.test.ts downloads the mirror of an employee who has the module.
  getMirrorPdf: { ADMINISTRATOR: 403, EMPLOYEE: 403, ADMISSION_PROCESS: 403, WAITING_CONTRACT_SIGN: 403 },
  // The matrix's employee has no time-clock module: point-records.test.ts reads the mirror of one who has.
  getMyPointMirror: { EMPLOYEE: 403 },
  // Same: point-alert.test.ts lists the alerts of an employee who has the module.
  listPointAlerts: { EMPLOYEE: 403 },
};

const isCandidateRole = (role: Role) => (CANDIDATE_ROLES as readonly Role[]).includes(role);

/** A fresh person of `own` in a candidate role (a call may change them), with their token; the terms accepted. */
function freshPerson(role: Role, overrides: Partial<NewUser> = {}) {
  return createCandidate(own.company.id, { role, jobRoleId: own.jobRoleId, departmentId: own.departmentId, ...overrides }, TERMS_ACCEPTED);
}

/** A candidate whose steps are approved and whose employment contract is signed: ready for activation. */
const READY: Partial<NewUser> = {
  role: 'WAITING_CONTRACT_SIGN',
  steps: approvedSteps(),
  // A CPF: activation puts them on the time clock.
  documents: storedDocuments('52998224725'),
  hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0, ...experienceDates('2099-01-01', '30/60') },
  contracts: {
    employementContract: {
      key: 'files/x/contrato.pdf',
      name: 'contrato.pdf',
      size: 100,
      status: 'approved',
      uploadedAt: '2099-01-01T12:00:00.000Z',
    },
  },
};

/** HR of `own` sends an 'otherDocuments' PDF (no exams needed) to the person. */
async function sendOtherDocument(userId: string): Promise<void> {
  const hr = own.people.ADMINISTRATOR_COMPANY.token;
  const answer = await invoke('uploadContract', {
    token: hr,
    params: { userId },
    body: { contract: 'otherDocuments', file: await uploadPdf(hr) },
  });
  if (answer.status !== 200) throw new Error(`contract refused: ${answer.raw}`);
}

const isDepartment = (route: RouteName) => API[route].resource === 'department';

/** A person of the world's active staff, at work. */
const activeEmployee = (w: World, overrides: Partial<NewUser> = {}) =>
  createPerson(w.company.id, { role: 'EMPLOYEE', statusActive: 'HIRED', ...overrides });

const dayOffToday = () => ({ type: 'DAY_OFF', period: 'ONE_DAY', date: TEST_COMPANY_CLOCK.today(), numberOfDays: 1, withoutForecastOfEnding: false });

/** HR of `w` puts a fresh employee on an unpaid leave with no forecast of end, from today; answers its id. */
async function openLeave(w: World): Promise<string> {
  const person = await activeEmployee(w);
  const token = w.people.ADMINISTRATOR_COMPANY.token;
  const body = { type: 'UNPAID_LEAVE', period: 'MORE_THAN_ONE_DAY', startDate: TEST_COMPANY_CLOCK.today(), withoutForecastOfEnding: true, reason: 'Motivo pessoal' };
  const registered = await invoke('createActivity', { token, body: { ...body, user: person.id, company: w.company.id } });
  if (registered.status !== 201) throw new Error(`leave refused: ${registered.raw}`);
  const current = await invoke<{ _id: string }>('getActivity', { token, params: { userId: person.id } });
  return current.body._id;
}

/** The month before this one: within the payslip window of a person admitted over a month ago. */
function lastMonth(): { month: number; year: number } {
  const [year, month] = TEST_COMPANY_CLOCK.today().split('-').map(Number);
  return month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
}

/** A CLT employee of `own` admitted a year ago, who can receive payslips. */
const payslipEmployee = () =>
  createPerson(own.company.id, {
    role: 'EMPLOYEE',
    statusActive: 'HIRED',
    admissionDate: `${Number(TEST_COMPANY_CLOCK.today().slice(0, 4)) - 1}-01-01`,
    hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 300000, vt: 0, va: 0, vr: 0 },
  });

/** HR of `own` sends a payslip to a fresh employee: their id and the payslip's. */
async function sentPayslip(): Promise<{ userId: string; payslipId: string }> {
  const hr = own.people.ADMINISTRATOR_COMPANY.token;
  const person = await payslipEmployee();
  const sent = await invoke<{ _id: string }>('createPayslip', {
    token: hr,
    params: { userId: person.id },
    body: { ...lastMonth(), file: await uploadPdf(hr) },
  });
  if (sent.status !== 201) throw new Error(`payslip refused: ${sent.raw}`);
  return { userId: person.id, payslipId: sent.body._id };
}

/** HR of `own` proposes a promotion to a fresh employee: the employee (with their token) and the promotion's id. */
async function proposedPromotion(w: World = own): Promise<{ token: string; promotionId: string }> {
  const person = await activeEmployee(w);
  const proposed = await invoke<{ _id: string }>('createPromotion', {
    token: w.people.ADMINISTRATOR_COMPANY.token,
    params: { userId: person.id },
    body: promotionBody(w),
  });
  if (proposed.status !== 201) throw new Error(`promotion refused: ${proposed.raw}`);
  return { token: person.token, promotionId: proposed.body._id };
}

const promotionBody = (w: World = own) => ({
  afterPromotion: {
    regime: 'CLT',
    jobRole: w.jobRoleId,
    department: w.departmentId,
    hasStandardSalary: true,
    hasVt: false,
    hasVa: false,
    hasVr: false,
    salary: 0,
    vt: 0,
    va: 0,
    vr: 0,
  },
});

/** A candidate of `own` made for one request (deleting or resetting it must not disturb other tests). */
async function freshCandidate(): Promise<{ id: string; email: string }> {
  const candidate = await createCandidate(own.company.id);
  return { id: candidate.id, email: candidate.email };
}

const holidayBody = (name: string, company: string) => ({ name, type: 'MUNICIPAL', holidayModel: 'date', date: '2030-01-25', company });

/** A holiday of `w`'s company, written by its administrator (a call may change or remove it). */
async function holidayOf(w: World): Promise<string> {
  const created = await invoke<{ _id: string }>('createHoliday', {
    token: w.people.ADMINISTRATOR_COMPANY.token,
    body: holidayBody(unique('Feriado'), w.company.id),
  });
  return created.body._id;
}

/** A fresh employee of `w` with the time-clock module (the matrix's own employee has none). */
const timeClockEmployee = (w: World) => activeEmployee(w, { recordPoints: true, admissionDate: '2025-01-02' });

/** A day off a fresh time-clock employee of `w` asked, with a PDF: its id and the employee's token. */
async function pendingRequest(w: World): Promise<{ id: string; token: string }> {
  const person = await timeClockEmployee(w);
  const asked = await invoke<{ _id: string }>('requestDayOff', {
    token: person.token,
    body: { reason: 'REQUEST_DAY_OFF', solicitationDate: dayFromToday(5), justification: 'Consulta', attachment: await uploadPdf(person.token) },
  });
  if (asked.status !== 201) throw new Error(`request refused: ${asked.raw}`);
  return { id: asked.body._id, token: person.token };
}

/** A fresh time-clock employee of `own` with an open absence alert (as the alerts job writes it). */
async function employeeWithAlert(): Promise<{ token: string; alertId: string }> {
  const person = await timeClockEmployee(own);
  const alertId = '2026-03-02_ABSENCE_ENTRY';
  await db.entities.pointAlert
    .create({
      companyId: own.company.id,
      userId: person.id,
      id: alertId,
      day: '2026-03-02',
      alertType: 'ABSENCE',
      pointType: 'ENTRY',
      pointStartDate: '2026-03-02T08:00:00-03:00',
      state: 'OPEN',
      createdAt: new Date().toISOString(),
    })
    .go();
  return { token: person.token, alertId };
}

type DismissalRoute = Extract<
  RouteName,
  | 'getDismissal'
  | 'updateDismissalDetails'
  | 'updateDismissalDocuments'
  | 'deleteDismissalDocument'
  | 'getDismissalDocuments'
  | 'openDismissalDocument'
  | 'reactivateUser'
  | 'concludeDismissal'
>;

/**
 * A fresh employee of `own` whose dismissal HR started; ready to conclude (checkup approved, data saved) for the
 * conclusion, with a termination term for the document routes. Answers their id.
 */
async function inDismissal(route: DismissalRoute): Promise<string> {
  const token = own.people.ADMINISTRATOR_COMPANY.token;
  const person = await activeEmployee(own, { admissionDate: '2020-01-10' });
  const steps: InvokeOptions[] = [{}];
  if (route === 'concludeDismissal') {
    steps.push({ body: { approvedCheckup: true, checkup: NO_CONDITIONS } }, { body: { shutDownData: dismissalData() } });
  }
  for (const [index, step] of steps.entries()) {
    const answer = await invoke(index === 0 ? 'startDismissal' : 'updateDismissalDetails', { token, params: { userId: person.id }, ...step });
    if (answer.status !== 200) throw new Error(`dismissal step refused: ${answer.raw}`);
  }
  if (route === 'deleteDismissalDocument' || route === 'openDismissalDocument') {
    const sent = await invoke('updateDismissalDocuments', { token, params: { userId: person.id }, body: await terminationTerm() });
    if (sent.status !== 200) throw new Error(`document refused: ${sent.raw}`);
  }
  return person.id;
}

const dismissalData = () => ({
  justCause: false,
  dismissalOrigin: 'company',
  notice: 'indemnifiedNotice',
  warningDefinitions: null,
  increasedCompanyTime: true,
  admissionDate: '2020-01-10',
  resignationDate: TEST_COMPANY_CLOCK.today(),
  departureDate: '',
  reason: 'Motivo 1',
  observations: 'Encerramento do contrato.',
});

const terminationTerm = async (uploader = own.people.ADMINISTRATOR_COMPANY.token) => ({ documents: { terminationTerm: await uploadPdf(uploader) } });

/** What each dismissal call takes besides the person. */
async function dismissalInput(route: DismissalRoute, uploader: string): Promise<InvokeOptions> {
  switch (route) {
    case 'updateDismissalDetails':
      return { body: { approvedCheckup: false, checkup: NO_CONDITIONS } };
    case 'updateDismissalDocuments':
      return { body: await terminationTerm(uploader) };
    case 'deleteDismissalDocument':
    case 'openDismissalDocument':
      return { query: { document: 'terminationTerm' } };
    default:
      return {};
  }
}

/** A request that succeeds for an allowed caller of `own`, aimed at `own` or `other` as the scope says. */
async function request(route: RouteName, scope: Scope, role: Role = 'ADMINISTRATOR_COMPANY'): Promise<InvokeOptions> {
  const hr = own.people.ADMINISTRATOR_COMPANY.token;
  // Upload keys are their uploader's: an allowed HR caller sends their own upload (others are refused before).
  const hrUploader = (HR_ROLES as readonly Role[]).includes(role) ? own.people[role].token : hr;
  const department = isDepartment(route);
  const companyId = scope === 'other-company' ? other.company.id : own.company.id;
  const itemBody = (name: string, company = companyId) =>
    department ? { name, company } : { name, baseSalary: 250000, toxicologicalExam: false, company };
  const freshRecord = async () => {
    const created = await invoke<{ _id: string }>(department ? 'createDepartment' : 'createJobRole', {
      token: hr,
      body: itemBody(unique('Novo'), own.company.id),
    });
    return created.body._id;
  };
  const otherRecord = department ? other.departmentId : other.jobRoleId;
  switch (route) {
    case 'signIn':
      return { body: { email: 'ninguem@teste.com.br', password: 'x' } };
    case 'firstAccess':
    case 'recoverPassword':
      return { body: { token: 'x.y.z', password: 'Senha@Nova1', confirmPassword: 'Senha@Nova1' } };
    case 'requestPasswordRecovery':
      return { body: { email: 'ninguem@teste.com.br' } };
    case 'createUpload':
      return { body: { purpose: 'sheet', fileName: 'a.xlsx', contentType: XLSX_TYPE, size: 100 } };
    case 'listJobRoles':
    case 'listDepartments':
    case 'paginateJobRoles':
    case 'paginateDepartments':
      return { params: { companyId } };
    case 'createJobRole':
    case 'createDepartment':
      return { body: itemBody(unique('Criado')) };
    case 'updateJobRole':
    case 'updateDepartment':
      return {
        params: { id: scope === 'other-record' ? otherRecord : await freshRecord() },
        body: itemBody(unique('Renomeado')),
      };
    case 'deleteJobRole':
    case 'deleteDepartment':
      return { params: { id: scope === 'other-record' ? otherRecord : await freshRecord() } };
    case 'importJobRoles':
    case 'importDepartments': {
      return { body: { key: await uploadFile(scope === 'other-record' ? other.people.ADMINISTRATOR_COMPANY.token : hrUploader, 'p.xlsx', await sheet()) } };
    }
    case 'jobRoleSheetModel':
    case 'departmentSheetModel':
    case 'employeeSheetModel':
      return {};
    case 'paginateHolidays':
      return { params: { companyId } };
    case 'createHoliday':
      return { body: holidayBody(unique('Feriado novo'), companyId) };
    case 'updateHoliday':
      return { params: { id: await holidayOf(scope === 'other-record' ? other : own) }, body: holidayBody(unique('Feriado editado'), companyId) };
    case 'deleteHoliday':
      return { params: { id: await holidayOf(scope === 'other-record' ? other : own) } };
    case 'deleteHolidays':
      return { body: { selectedHolidays: [await holidayOf(scope === 'other-record' ? other : own)] } };
    case 'importHolidays': {
      return { body: { key: await uploadFile(scope === 'other-record' ? other.people.ADMINISTRATOR_COMPANY.token : hrUploader, 'f.xlsx', await holidaySheet()) } };
    }
    case 'holidaySheetModel':
      return {};
    case 'listNationalHolidays':
      return { params: { year: '2030' } };
    case 'addNationalHolidays':
      return { body: { year: 2030, keys: ['2030-natal'] } };
    case 'createEmployee':
      return {
        body: {
          fullName: 'Pessoa Nova',
          email: `nova-${++counter}-${Date.now()}@teste.com.br`,
          phone: '11987654321',
          jobRole: own.jobRoleId,
          department: own.departmentId,
          hiringData: { regime: 'CLT', hasStandardSalary: true, salary: 0, vt: 0, va: 0, vr: 0 },
          admissionDate: dayFromToday(20),
          limitDate: dayFromToday(30),
          company: companyId,
        },
      };
    case 'importEmployees': {
      return { body: { key: await uploadFile(scope === 'other-record' ? other.people.ADMINISTRATOR_COMPANY.token : hrUploader, 'p.xlsx', await peopleSheet()) } };
    }
    case 'listCompanyUsers':
      return { params: { companyId }, query: { status: 'ADMISSION' } };
    case 'deleteUsers':
      return { body: { usersId: [scope === 'other-record' ? other.candidate.id : (await freshCandidate()).id] } };
    case 'updateUser':
      return {
        params: { id: scope === 'other-record' ? other.candidate.id : (await freshCandidate()).id },
        body: { limitDate: '2099-02-01', disabled: false },
      };
    case 'resetPassword': {
      const target = scope === 'other-record' ? other.candidate : await freshCandidate();
      return { body: { email: target.email, userId: target.id } };
    }
    case 'getUser': {
      const id = scope === 'self' ? own.people[role].id : scope === 'other-record' ? other.candidate.id : own.candidate.id;
      return { params: { id } };
    }
    case 'getPersonHistory':
      return { params: { userId: scope === 'other-record' ? other.candidate.id : own.candidate.id } };
    case 'inviteSignIn':
      return { body: { email: 'ninguem@teste.com.br', password: 'x' } };
    case 'updateInvite': {
      const inviteId =
        scope === 'other-record'
          ? other.candidate.inviteId
          : scope === 'other-person'
            ? own.candidate.inviteId
            : (own.people[role].inviteId ?? own.candidate.inviteId);
      return { params: { inviteId }, body: { opened: true } };
    }
    case 'getUserSteps':
    case 'exportPersonData':
    case 'getFileLink': {
      const userId = scope === 'self' ? own.people[role].id : scope === 'other-record' ? other.candidate.id : own.candidate.id;
      const key = scope === 'other-record' ? other.fileKey : own.fileKey;
      return route === 'getFileLink' ? { params: { userId }, query: { key } } : { params: { userId } };
    }
    case 'updateStep': {
      const steps = { ...initialSteps(), PERSONAL_DATA: { status: 'underAnalysis' as const, reason: null } };
      const userId = scope === 'other-record' ? other.candidate.id : (await freshPerson('ADMISSION_PROCESS', { steps })).id;
      return { params: { userId }, body: { stepName: 'PERSONAL_DATA', status: 'approved' } };
    }
    case 'saveHiringData': {
      const userId = scope === 'other-record' ? other.candidate.id : (await freshPerson('ADMISSION_PROCESS')).id;
      const person = { admissionDate: '2099-01-01', hiringData: { regime: 'CLT', vt: 0, va: 0, vr: 0 } } as CollaboratorDetail;
      return { params: { userId }, body: hiringDataBody(person, own.workdayId) };
    }
    case 'savePersonalData':
    case 'saveFamilyData':
    case 'saveDocuments':
    case 'saveAddress':
    case 'saveBankData': {
      // The caller is a fresh candidate of the role (or, for 'other-person', aims at someone else).
      const self = isCandidateRole(role) ? await freshPerson(role) : null;
      const token = self?.token ?? own.people[role].token;
      const userId = scope === 'other-person' || !self ? own.candidate.id : self.id;
      // Only candidates get tickets for step files: other roles send a candidate's upload (and are refused anyway).
      const uploader = self?.token ?? (await freshPerson('ADMISSION_PROCESS')).token;
      const bodies = {
        savePersonalData: async () => personalDataBody(await uploadPhoto(uploader)),
        saveFamilyData: async () => familyDataBody(),
        saveDocuments: async () => documentsBody(await uploadDocument(uploader)),
        saveAddress: async () => addressBody(await uploadDocument(uploader)),
        saveBankData: async () => bankDataBody(await uploadDocument(uploader)),
      };
      return { token, params: { userId }, body: await bodies[route]() };
    }
    case 'uploadAdmissionExam':
    case 'uploadToxicologicalExam': {
      const self = isCandidateRole(role)
        ? await freshPerson(role, { jobRoleId: own.toxicologicalJobRoleId, steps: role === 'WAITING_CONTRACT_SIGN' ? approvedSteps() : undefined })
        : null;
      const token = self?.token ?? own.people[role].token;
      // Roles without PDF tickets send HR's upload (and are refused anyway).
      return { token, body: { file: await uploadPdf(self?.token ?? hr) } };
    }
    case 'uploadContract':
    case 'deleteContract':
    case 'markContractSigned': {
      if (scope === 'other-record') {
        return route === 'deleteContract'
          ? { params: { userId: other.candidate.id }, query: { contract: 'otherDocuments' } }
          : { params: { userId: other.candidate.id }, body: { contract: 'otherDocuments', file: await uploadPdf(hr) } };
      }
      const person = await freshPerson('WAITING_CONTRACT_SIGN', { steps: approvedSteps() });
      if (route === 'uploadContract') {
        return { params: { userId: person.id }, body: { contract: 'otherDocuments', file: await uploadPdf(hrUploader) } };
      }
      await sendOtherDocument(person.id);
      return route === 'deleteContract'
        ? { params: { userId: person.id }, query: { contract: 'otherDocuments' } }
        : { params: { userId: person.id }, body: { contract: 'otherDocuments' } };
    }
    case 'signContract': {
      const self = isCandidateRole(role) ? await freshPerson(role, { steps: approvedSteps() }) : null;
      if (self) await sendOtherDocument(self.id);
      const token = self?.token ?? own.people[role].token;
      const userId = scope === 'other-person' || !self ? own.candidate.id : self.id;
      return { token, params: { userId }, body: { contract: 'otherDocuments', agreed: true } };
    }
    case 'activateUser': {
      const id = scope === 'other-record' ? other.candidate.id : (await freshPerson('WAITING_CONTRACT_SIGN', READY)).id;
      return { params: { id }, body: { recordPoints: true } };
    }
    case 'confirmEmail':
    case 'createPassword': {
      const body = route === 'confirmEmail' ? null : { password: 'NovaSenha1', confirmPassword: 'NovaSenha1' };
      if (scope !== 'own' || !isCandidateRole(role)) {
        const inviteId = scope === 'other-record' ? other.candidate.inviteId : own.candidate.inviteId;
        return { params: { inviteId }, body: body ?? { email: own.candidate.email } };
      }
      const self = await freshPerson(role, READY);
      if (route === 'createPassword') {
        await db.entities.invite.patch({ companyId: own.company.id, id: self.inviteId }).set({ emailVerify: true }).go();
      }
      return { token: self.token, params: { inviteId: self.inviteId }, body: body ?? { email: self.email } };
    }
    case 'lookupCep':
      return { params: { cep: '01310100' } };
    case 'listWorkdays':
    case 'paginateWorkdays':
      return { params: { companyId } };
    case 'validateWorkdayName':
      return { query: { name: unique('Jornada'), company: companyId } };
    case 'createWorkday':
      return { body: { ...journeyBody(unique('Jornada nova')), company: companyId } };
    case 'updateWorkdayDetails':
    case 'updateWorkdayScale':
    case 'updateWorkdayBreaks':
    case 'updateWorkdayScaleAndBreaks':
    case 'updateWorkdaysStatus':
    case 'deleteWorkday':
    case 'deleteWorkdays': {
      // A fresh journey each time: the call edits or removes it.
      const id = scope === 'other-record' ? other.workdayId : (await createTestJourney(own.company.id, unique('Jornada')))._id;
      const noBreaks = { numberOfBreaks: '0Breaks', breaks: [] };
      const requests: Record<typeof route, InvokeOptions> = {
        updateWorkdayDetails: { body: { journeyId: id, journeyDetails: { ...VALID_DETAILS, name: unique('Renomeada') }, company: companyId } },
        updateWorkdayScale: { body: { journeyId: id, journeyScale: COMMERCIAL_SCALE } },
        updateWorkdayBreaks: { body: { journeyId: id, journeyBreaks: noBreaks } },
        updateWorkdayScaleAndBreaks: { body: { journeyId: id, journeyScale: COMMERCIAL_SCALE, journeyBreaks: noBreaks } },
        updateWorkdaysStatus: { body: { selectedJourneys: [id], status: false } },
        deleteWorkday: { params: { id } },
        deleteWorkdays: { body: { selectedJourneys: [id] } },
      };
      return requests[route];
    }
    case 'getPersonJourney': {
      const userId = scope === 'self' ? own.people[role].id : scope === 'other-record' ? other.people.EMPLOYEE.id : own.people.EMPLOYEE.id;
      return { params: { userId } };
    }
    case 'getMonthScale':
      return { query: { month: '1', year: '2026' } };
    case 'getHoursBank':
    case 'workTimeByDay': {
      const userId = scope === 'self' ? own.people[role].id : scope === 'other-record' ? other.people.EMPLOYEE.id : own.people.EMPLOYEE.id;
      return route === 'workTimeByDay' ? { params: { userId }, query: { date: '2026-11-23' } } : { params: { userId } };
    }
    case 'getMirrorPdf': {
      const personId = scope === 'self' ? own.people[role].id : scope === 'other-record' ? other.people.EMPLOYEE.id : own.people.EMPLOYEE.id;
      return { params: { personId }, query: { month: TEST_COMPANY_CLOCK.today().slice(0, 7) } };
    }
    case 'listHoursBank':
    case 'listExpiringHours':
    case 'getCompanySettings':
    case 'getAtestado':
      return { params: { companyId } };
    case 'listVacations':
      // Anyone signed in reads their own periods (the company list is HR's: lambdas/activity/activity.test.ts).
      return { params: { companyId }, query: { user: own.people[role].id } };
    case 'updateCompanySettings':
      // The default regime and zone: the matrix's company reads as before.
      return { params: { companyId }, body: { bankRegime: 'INDIVIDUAL_AGREEMENT', timeZone: 'America/Sao_Paulo' } };
    case 'compensateHours':
    case 'payHours': {
      // A fresh employee with the time clock: the bank is theirs, empty (HR confirms it goes negative).
      const id = scope === 'other-record' ? other.people.EMPLOYEE.id : (await activeEmployee(own, { recordPoints: true })).id;
      return route === 'compensateHours'
        ? { params: { id }, body: { justification: 'Folga', compensationDate: dayFromToday(2), totalMinutesCompensated: 60, allowNegative: true } }
        : { params: { id }, body: { justification: 'Pagamento', hoursPaid: '01:00', paymentDate: TEST_COMPANY_CLOCK.today(), paidValue: 5000, allowNegative: true } };
    }
    case 'listPointRecords':
    case 'exportAfd':
    case 'exportAej':
      return { params: { companyId } };
    case 'listPointAlerts':
    case 'getMyPointMirror':
      return {};
    case 'getPointMirror':
      return { params: { userId: scope === 'other-record' ? other.people.EMPLOYEE.id : own.people.EMPLOYEE.id } };
    case 'getPunchReceipt': {
      // The matrix's employee has no time-clock module: a fresh one who has punches, and asks for that receipt.
      if (role !== 'EMPLOYEE') return { params: { nsr: '1' } };
      const { token } = await activeEmployee(own, { recordPoints: true });
      const punched = await invoke<PunchAnswer>('punch', { token, body: {} });
      return { token, params: { nsr: String(punched.body.punch.nsr) } };
    }
    case 'punch':
    case 'todayPoints': {
      // The matrix's employee has no time-clock module (403, point-register.test.ts): a fresh one who has.
      const token = role === 'EMPLOYEE' ? (await activeEmployee(own, { recordPoints: true })).token : undefined;
      return { ...(token ? { token } : {}), ...(route === 'punch' ? { body: {} } : { query: {} }) };
    }
    case 'requestAdjustment': {
      if (role !== 'EMPLOYEE') return { body: { pointAlert: 'x', reason: 'MEDICAL_CERTIFICATE', justification: 'Atestado' } };
      const { token, alertId } = await employeeWithAlert();
      return { token, body: { pointAlert: alertId, reason: 'MEDICAL_CERTIFICATE', justification: 'Atestado' } };
    }
    case 'requestDayOff':
    case 'requestCompensation':
    case 'listMyRequests': {
      const token = role === 'EMPLOYEE' ? (await timeClockEmployee(own)).token : undefined;
      const bodies = {
        requestDayOff: { body: { reason: 'REQUEST_DAY_OFF', solicitationDate: dayFromToday(5), justification: 'Consulta' } },
        requestCompensation: { body: { reason: 'HOURS_COMPENSATION', compensationDate: dayFromToday(5), totalMinutesCompensated: 60, justification: 'Sábado' } },
        listMyRequests: { query: {} },
      };
      return { ...(token ? { token } : {}), ...bodies[route] };
    }
    case 'listRequestsInAnalysis':
    case 'countRequestNotifications':
      return { params: { companyId } };
    case 'approveRequest':
    case 'reproveRequest':
    case 'markRequestViewed':
    case 'getRequestAttachmentLink': {
      const pending = await pendingRequest(scope === 'other-record' ? other : own);
      const asker = route === 'getRequestAttachmentLink' && role === 'EMPLOYEE' && scope === 'own' ? { token: pending.token } : {};
      return { ...asker, params: { id: pending.id }, ...(route === 'reproveRequest' ? { body: { disapprovalReason: 'Sem cobertura' } } : {}) };
    }
    case 'getActivity':
    case 'listActivities': {
      const userId = scope === 'self' ? own.people[role].id : scope === 'other-record' ? other.people.EMPLOYEE.id : own.people.EMPLOYEE.id;
      return { params: { userId } };
    }
    case 'createActivity': {
      // A fresh employee each time: a second day off on the same day would overlap (409).
      const userId = scope === 'other-record' ? other.people.EMPLOYEE.id : (await activeEmployee(own)).id;
      return { body: { ...dayOffToday(), user: userId, company: companyId } };
    }
    case 'endActivityWithNoForecast':
      return { body: { activityId: await openLeave(scope === 'other-record' ? other : own) } };
    case 'createPromotion': {
      const userId = scope === 'other-record' ? other.people.EMPLOYEE.id : (await activeEmployee(own)).id;
      return { params: { userId }, body: promotionBody() };
    }
    case 'getPromotion':
    case 'listPayslips': {
      const userId = scope === 'self' ? own.people[role].id : scope === 'other-record' ? other.candidate.id : own.candidate.id;
      return { params: { userId } };
    }
    case 'confirmPromotion': {
      // The employee confirms their own; 'other-person' (and every other role) aims at someone else's.
      const { token, promotionId } = await proposedPromotion();
      return { ...(scope === 'own' && role === 'EMPLOYEE' ? { token } : {}), params: { promotionId }, body: { agreed: true } };
    }
    case 'cancelPromotion':
      return { params: { promotionId: (await proposedPromotion(scope === 'other-record' ? other : own)).promotionId } };
    case 'createPayslip': {
      const userId = scope === 'other-record' ? other.candidate.id : (await payslipEmployee()).id;
      return { params: { userId }, body: { ...lastMonth(), file: await uploadPdf(hrUploader) } };
    }
    case 'deletePayslip': {
      if (scope === 'other-record') return { params: { userId: other.candidate.id }, body: { payslipId: 'x' } };
      const { userId, payslipId } = await sentPayslip();
      return { params: { userId }, body: { payslipId } };
    }
    case 'importPayslips':
      return { body: { ...lastMonth(), files: [await uploadPdf(hr, undefined, 'holerite-sem-cpf.pdf')] } };
    case 'startDismissal':
      return { params: { userId: scope === 'other-record' ? other.people.EMPLOYEE.id : (await activeEmployee(own)).id } };
    case 'getDismissal':
    case 'updateDismissalDetails':
    case 'updateDismissalDocuments':
    case 'deleteDismissalDocument':
    case 'getDismissalDocuments':
    case 'openDismissalDocument':
    case 'reactivateUser':
    case 'concludeDismissal': {
      const userId = scope === 'other-record' ? other.people.EMPLOYEE.id : await inDismissal(route);
      return { params: { userId }, ...(await dismissalInput(route, hrUploader)) };
    }
    case 'openPayslip': {
      if (scope === 'other-record') return { params: { userId: other.candidate.id }, query: { payslipId: 'x' } };
      if (scope === 'own') {
        const { userId, payslipId } = await sentPayslip();
        return { params: { userId }, query: { payslipId } };
      }
      // The caller's own payslip, written straight (candidates and HR cannot receive one through the API).
      const userId = own.people[role].id;
      const payslipId = `${role}-${++counter}`;
      await db.entities.payslip
        .create({
          companyId: own.company.id,
          userId,
          id: payslipId,
          ...lastMonth(),
          file: { key: own.fileKey, name: 'holerite.pdf', size: 10 },
          uploadedAt: new Date().toISOString(),
          uploadedById: 'hr',
          uploadedByName: 'RH',
        })
        .go();
      return { params: { userId }, query: { payslipId } };
    }
  }
}

function scopesOf(route: RouteName): Scope[] {
  switch (REFERENCE[route]) {
    case 'companyId':
    case 'bodyCompany':
      return ['own', 'other-company'];
    case 'record':
    case 'uploadKey':
      return ['own', 'other-record'];
    case 'recordAndBodyCompany':
      return ['own', 'other-company', 'other-record'];
    case 'recordOrSelf':
      return ['own', 'other-record', 'self'];
    case 'ownedRecord':
      return ['own', 'other-record', 'other-person'];
    case 'selfOnly':
      return ['own', 'other-person'];
    default:
      return ['own'];
  }
}

function expectedStatus(route: RouteName, role: Role, scope: Scope, request: InvokeOptions): number | 'success' {
  const callerId = own.people[role].id;
  if (!mayCall(API[route], { id: callerId, role }, request.params ?? {})) return 403;
  if (scope === 'other-company') return 403;
  // Someone else's own steps or signature: forbidden, whoever they are.
  if (scope === 'other-person' && REFERENCE[route] === 'selfOnly') return 403;
  if (scope === 'other-record' || scope === 'other-person') return 404;
  return STAGE_REFUSALS[route]?.[role] ?? 'success';
}

function expectNoLeak(body: string): void {
  for (const secret of [other.company.id, other.jobRoleId, other.departmentId, other.candidate.id, other.candidate.inviteId, ...other.names]) {
    expect(body).not.toContain(secret);
  }
}

const protectedRoutes = (Object.keys(API) as RouteName[]).filter((route) => API[route].access !== 'public');

describe.each(protectedRoutes)('%s', (route) => {
  it('without a token: 401', async () => {
    const { token: _ignored, ...withoutToken } = await request(route, 'own', 'ADMISSION_PROCESS');
    const answer = await invoke(route, withoutToken);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: SERVER_MSG.unauthenticated });
  });

  it('with a bad, foreign, expired or superseded token: 401', async () => {
    const base = await request(route, 'own');
    const claims = {
      sub: own.people.ADMINISTRATOR_COMPANY.id,
      companyId: own.company.id,
      role: 'ADMINISTRATOR_COMPANY' as const,
      sessionVersion: 0,
    };
    const tokens = [
      'garbage',
      await signSessionToken(claims, 'a-secret-that-is-not-ours-at-all-0000000'),
      await signSessionToken(claims, config.authSecret, new Date(Date.now() - 13 * 3600_000)),
      await signSessionToken({ ...claims, companyId: other.company.id }, config.authSecret),
      // Issued under another session version: the password or role changed since.
      await signSessionToken({ ...claims, sessionVersion: 1 }, config.authSecret),
    ];
    for (const token of tokens) {
      const answer = await invoke(route, { ...base, token });
      expect(answer.status).toBe(401);
    }
  });

  for (const role of ROLES) {
    for (const scope of scopesOf(route)) {
      it(`${role}, ${scope}`, async () => {
        const options = await request(route, scope, role);
        const expected = expectedStatus(route, role, scope, options);
        // A request may bring its own caller of the same role (a fresh candidate the call changes).
        const answer = await invoke(route, { token: own.people[role].token, ...options });
        if (expected === 'success') {
          expect(answer.status, answer.raw).toBeGreaterThanOrEqual(200);
          expect(answer.status, answer.raw).toBeLessThan(300);
        } else {
          expect(answer.status, answer.raw).toBe(expected);
        }
        expectNoLeak(answer.raw);
      });
    }
  }
});

describe('the public routes', () => {
  it.each(['signIn', 'inviteSignIn'] as const)('%s needs no token', async (route) => {
    const answer = await invoke(route, await request(route, 'own'));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: SERVER_MSG.invalidCredentials });
  });

  it('the first access needs no token either: the e-mailed link is the credential (a forged one: 400)', async () => {
    const answer = await invoke('firstAccess', await request('firstAccess', 'own'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: FIRST_ACCESS_MSG.invalidLink });
  });

  it('the password recovery needs no token: asking answers everyone alike, and the e-mailed link is the credential', async () => {
    const asked = await invoke('requestPasswordRecovery', await request('requestPasswordRecovery', 'own'));
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: PASSWORD_RECOVERY_MSG.requested });
    const used = await invoke('recoverPassword', await request('recoverPassword', 'own'));
    expect(used.status).toBe(400);
    expect(used.body).toEqual({ message: RESET_PASSWORD_MSG.invalidLink });
  });

  it('every public route is one of them', () => {
    const publicRoutes = (Object.keys(API) as RouteName[]).filter((route) => API[route].access === 'public');
    expect(publicRoutes.sort()).toEqual(['firstAccess', 'inviteSignIn', 'recoverPassword', 'requestPasswordRecovery', 'signIn']);
  });
});

describe('the caller is loaded on every call', () => {
  it('a deactivated person is turned away at once', async () => {
    const person = await createPerson(own.company.id, { role: 'ADMINISTRATOR_COMPANY' });
    expect((await invoke('listJobRoles', { token: person.token, params: { companyId: own.company.id } })).status).toBe(200);
    await db.entities.user.patch({ companyId: own.company.id, id: person.id }).set({ deactivated: true }).go();
    const answer = await invoke('listJobRoles', { token: person.token, params: { companyId: own.company.id } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: MSG.userDeactivated });
  });

  it('a role change applies at once, whatever the token says', async () => {
    const person = await createPerson(own.company.id, { role: 'EMPLOYEE' });
    const claimsAdmin = await tokenFor({ ...person, role: 'ADMINISTRATOR_COMPANY' });
    const answer = await invoke('listJobRoles', { token: claimsAdmin, params: { companyId: own.company.id } });
    expect(answer.status).toBe(403);
  });

  it('a token of someone who no longer exists is refused', async () => {
    const ghost = await tokenFor({ id: 'desconhecido', companyId: own.company.id, role: 'ADMINISTRATOR_COMPANY' });
    expect((await invoke('listJobRoles', { token: ghost, params: { companyId: own.company.id } })).status).toBe(401);
  });
});

describe('the other company is untouched', () => {
  it('keeps its job role and department', async () => {
    const token = other.people.ADMINISTRATOR_COMPANY.token;
    const roles = await invoke<{ _id: string }[]>('listJobRoles', { token, params: { companyId: other.company.id } });
    const departments = await invoke<{ _id: string }[]>('listDepartments', {
      token,
      params: { companyId: other.company.id },
    });
    expect(roles.body.map((r) => r._id).sort()).toEqual([other.jobRoleId, other.toxicologicalJobRoleId].sort());
    expect(departments.body.map((d) => d._id)).toEqual([other.departmentId]);
  });

  it('keeps its candidate, invite and e-mail', async () => {
    const token = other.people.ADMINISTRATOR_COMPANY.token;
    const detail = await invoke<{ _id: string; email: string; invite: { _id: string } | null }>('getUser', {
      token,
      params: { id: other.candidate.id },
    });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ _id: other.candidate.id, email: other.candidate.email });
    expect(detail.body.invite?._id).toBe(other.candidate.inviteId);
  });
});
