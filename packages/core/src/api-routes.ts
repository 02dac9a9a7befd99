import { CANDIDATE_ROLES, HR_ROLES, type Role } from './enums';

// The route manifest: every HTTP route of the API, the Lambda (resource) that serves it, and who may call it.
// The SST Api stack, the local gateway, the middleware (authorization) and the SPA's API client all read it.
// Paths follow the spec's call tables under the /api prefix (CloudFront sends /api/* to the API).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** 'public': no token; 'signed-in': any valid token; otherwise the roles allowed. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  resource: string;
  access: Access;
  /**
   * A path parameter naming a person: anyone signed in may also call the route about themselves (the
   * parameter equals their own id), whatever their role. E.g. GET /api/users/{id} for HR or oneself.
   */
  self?: string;
  /**
   * A create the SPA may send again with the same Idempotency-Key when it never got the answer: the retry gets
   * the first answer instead of creating twice (packages/functions/src/http/idempotency.ts).
   */
  idempotent?: true;
}

/** The header naming one intent to create (a UUID the SPA keeps across its retries of that call). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/**
 * Sent with the Idempotency-Key of a create the API took and queued (a punch answered 202): asks for its answer, and
 * never sends it again.
 */
export const ASKING_HEADER = 'idempotency-asking';

const HR = HR_ROLES;
const CANDIDATES = CANDIDATE_ROLES;
const ADMIN = ['ADMINISTRATOR_COMPANY'] as const satisfies readonly Role[];

export const API = {
  signIn: { method: 'POST', path: '/api/auth', resource: 'auth', access: 'public' },
  // The new company administrator's password, through the e-mailed link (core/auth/first-access.ts).
  firstAccess: { method: 'PUT', path: '/api/auth/first-access', resource: 'auth', access: 'public' },
  // Password recovery ('Esqueci minha senha', core/auth/password-recovery.ts): the request answers every e-mail
  // alike; the e-mailed link sets a new password once.
  requestPasswordRecovery: { method: 'POST', path: '/api/auth/password-recovery', resource: 'auth', access: 'public' },
  recoverPassword: { method: 'PUT', path: '/api/auth/password-recovery', resource: 'auth', access: 'public' },

  createUpload: { method: 'POST', path: '/api/uploads', resource: 'uploads', access: 'signed-in' },

  listJobRoles: { method: 'GET', path: '/api/job-role/{companyId}', resource: 'job-role', access: HR },
  paginateJobRoles: { method: 'GET', path: '/api/job-role/paginate/{companyId}', resource: 'job-role', access: HR },
  createJobRole: { method: 'POST', path: '/api/job-role', resource: 'job-role', access: HR, idempotent: true },
  updateJobRole: { method: 'POST', path: '/api/job-role/{id}', resource: 'job-role', access: HR },
  deleteJobRole: { method: 'DELETE', path: '/api/job-role/{id}', resource: 'job-role', access: HR },
  importJobRoles: { method: 'POST', path: '/api/job-role/upload-many', resource: 'job-role', access: HR, idempotent: true },
  jobRoleSheetModel: { method: 'GET', path: '/api/job-role/upload-model', resource: 'job-role', access: HR },

  listDepartments: { method: 'GET', path: '/api/department/{companyId}', resource: 'department', access: HR },
  paginateDepartments: {
    method: 'GET',
    path: '/api/department/paginate/{companyId}',
    resource: 'department',
    access: HR,
  },
  createDepartment: { method: 'POST', path: '/api/department', resource: 'department', access: HR, idempotent: true },
  updateDepartment: { method: 'POST', path: '/api/department/{id}', resource: 'department', access: HR },
  deleteDepartment: { method: 'DELETE', path: '/api/department/{id}', resource: 'department', access: HR },
  importDepartments: { method: 'POST', path: '/api/department/upload-many', resource: 'department', access: HR, idempotent: true },
  departmentSheetModel: {
    method: 'GET',
    path: '/api/department/upload-model',
    resource: 'department',
    access: HR,
  },

  // Holidays (002 §2.8, §7.4; core/holiday). The year's national holidays (and the company's state's) are ours:
  // GET lists them with what the company already has, POST adds the chosen ones.
  paginateHolidays: { method: 'GET', path: '/api/holiday/paginate/{companyId}', resource: 'holiday', access: HR },
  createHoliday: { method: 'POST', path: '/api/holiday', resource: 'holiday', access: HR, idempotent: true },
  updateHoliday: { method: 'PUT', path: '/api/holiday/update/{id}', resource: 'holiday', access: HR },
  deleteHoliday: { method: 'DELETE', path: '/api/holiday/{id}', resource: 'holiday', access: HR },
  /** Body {selectedHolidays: ids}. */
  deleteHolidays: { method: 'DELETE', path: '/api/holiday', resource: 'holiday', access: HR },
  importHolidays: { method: 'POST', path: '/api/holiday/upload-many', resource: 'holiday', access: HR, idempotent: true },
  holidaySheetModel: { method: 'GET', path: '/api/holiday/upload-model', resource: 'holiday', access: HR },
  listNationalHolidays: { method: 'GET', path: '/api/holiday/national/{year}', resource: 'holiday', access: HR },
  addNationalHolidays: { method: 'POST', path: '/api/holiday/national', resource: 'holiday', access: HR, idempotent: true },

  // Admission (spec 001 §7). Literal segments (employee, upload-many, reset-password…) win over {id}.
  createEmployee: { method: 'POST', path: '/api/users/employee', resource: 'users', access: HR, idempotent: true },
  // The people import has its own Lambda: the sheet reader would push the users bundle past its size budget.
  importEmployees: { method: 'POST', path: '/api/users/upload-many', resource: 'users-import', access: HR, idempotent: true },
  employeeSheetModel: { method: 'GET', path: '/api/users/upload-model', resource: 'users-import', access: HR },
  listCompanyUsers: { method: 'GET', path: '/api/users/company/{companyId}', resource: 'users', access: HR },
  deleteUsers: { method: 'DELETE', path: '/api/users', resource: 'users', access: HR },
  updateUser: { method: 'PUT', path: '/api/users/{id}', resource: 'users', access: HR },
  resetPassword: { method: 'PUT', path: '/api/users/reset-password', resource: 'users', access: HR },
  getUser: { method: 'GET', path: '/api/users/{id}', resource: 'users', access: HR, self: 'id' },

  // Steps and their review (001 §7). Own Lambda: the users bundle stays within the size budget.
  getUserSteps: { method: 'GET', path: '/api/users/steps/{userId}', resource: 'user-steps', access: HR, self: 'userId' },
  updateStep: { method: 'PUT', path: '/api/users/update-step/{userId}', resource: 'user-steps', access: HR },
  saveHiringData: { method: 'PUT', path: '/api/users/step/hiring-data/{userId}', resource: 'user-steps', access: HR },
  // The candidate's own steps: CANDIDATES, and the handler checks {userId} is the caller.
  savePersonalData: {
    method: 'PUT',
    path: '/api/users/step/personal-data/{userId}',
    resource: 'user-steps',
    access: CANDIDATES,
  },
  saveFamilyData: { method: 'PUT', path: '/api/users/step/family-data/{userId}', resource: 'user-steps', access: CANDIDATES },
  saveDocuments: { method: 'PUT', path: '/api/users/step/documents/{userId}', resource: 'user-steps', access: CANDIDATES },
  saveAddress: { method: 'PUT', path: '/api/users/step/address/{userId}', resource: 'user-steps', access: CANDIDATES },
  saveBankData: { method: 'PUT', path: '/api/users/step/bank-data/{userId}', resource: 'user-steps', access: CANDIDATES },
  /** A short-lived GET link to one of the person's files (?key=): HR of the company or the person. */
  getFileLink: { method: 'GET', path: '/api/users/file/{userId}', resource: 'user-steps', access: HR, self: 'userId' },
  /** A zip of the person's record and files (LGPD art. 18, II; core/admission/data-export.ts): HR or the person. */
  exportPersonData: { method: 'POST', path: '/api/users/export/{userId}', resource: 'user-steps', access: HR, self: 'userId' },

  // Exams, contracts and activation (001 §2 'Exam page', 'Contract page'; 000 §2.6 'Activate collaborator').
  uploadAdmissionExam: {
    method: 'POST',
    path: '/api/users/admission-exam',
    resource: 'admission-files',
    access: CANDIDATES,
  },
  uploadToxicologicalExam: {
    method: 'POST',
    path: '/api/users/toxicological-exam',
    resource: 'admission-files',
    access: CANDIDATES,
  },
  uploadContract: { method: 'PUT', path: '/api/users/contracts/{userId}', resource: 'admission-files', access: HR },
  deleteContract: { method: 'DELETE', path: '/api/users/contracts/{userId}', resource: 'admission-files', access: HR },
  signContract: {
    method: 'PUT',
    path: '/api/users/contracts/sign/{userId}',
    resource: 'admission-files',
    access: CANDIDATES,
  },
  markContractSigned: {
    method: 'PUT',
    path: '/api/users/contracts/mark-signed/{userId}',
    resource: 'admission-files',
    access: HR,
  },
  activateUser: { method: 'PUT', path: '/api/users/activate/{id}', resource: 'admission-files', access: HR },

  // The candidate's invite (spec 000 §4 'Invite sign-in', 001 §7).
  inviteSignIn: { method: 'POST', path: '/api/invite/auth', resource: 'invite', access: 'public' },
  updateInvite: { method: 'PUT', path: '/api/invite/{inviteId}', resource: 'invite', access: CANDIDATES },
  confirmEmail: { method: 'PUT', path: '/api/invite/email-confirm/{inviteId}', resource: 'invite', access: CANDIDATES },
  createPassword: {
    method: 'PUT',
    path: '/api/invite/create-password/{inviteId}',
    resource: 'invite',
    access: CANDIDATES,
  },

  // Active staff (spec 000 §2.5, §7; 001 'Collaborator detail', §7). The change history HR reads on the detail.
  getPersonHistory: { method: 'GET', path: '/api/users/history/{userId}', resource: 'users', access: HR },

  // Statuses and leaves (000 §5, §7; 001 §5 'Status registration'): core/activity.
  getActivity: { method: 'GET', path: '/api/activity/{userId}', resource: 'activity', access: HR, self: 'userId' },
  listActivities: { method: 'GET', path: '/api/activity/all/{userId}', resource: 'activity', access: HR, self: 'userId' },
  createActivity: { method: 'POST', path: '/api/activity', resource: 'activity', access: HR, idempotent: true },
  endActivityWithNoForecast: {
    method: 'PUT',
    path: '/api/activity/end-activity-with-no-forecast',
    resource: 'activity',
    access: HR,
  },
  // The FÉRIAS view (issue 24, core/vacation): HR reads every active person; anyone reads their own (?user=
  // their id; the handler checks it). One route for the list, the detail and MEUS DADOS.
  listVacations: { method: 'GET', path: '/api/activity/vacation/{companyId}', resource: 'activity', access: 'signed-in' },

  // Promotion (001 §4, §5, §7): HR proposes; the employee confirms their own (the handler checks it is theirs).
  createPromotion: { method: 'POST', path: '/api/promotion/{userId}', resource: 'promotion', access: HR, idempotent: true },
  getPromotion: { method: 'GET', path: '/api/promotion/{userId}', resource: 'promotion', access: HR, self: 'userId' },
  confirmPromotion: { method: 'PUT', path: '/api/promotion/{promotionId}', resource: 'promotion', access: ['EMPLOYEE'] },
  /** HR withdraws a promotion still pending (issue 20 §4). */
  cancelPromotion: { method: 'DELETE', path: '/api/promotion/{promotionId}', resource: 'promotion', access: HR },

  // Payslips (001 §5, §7): HR uploads and removes; the person reads their own and opening one is recorded.
  listPayslips: { method: 'GET', path: '/api/payslip/{userId}', resource: 'payslip', access: HR, self: 'userId' },
  createPayslip: { method: 'POST', path: '/api/payslip/{userId}', resource: 'payslip', access: HR, idempotent: true },
  deletePayslip: { method: 'DELETE', path: '/api/payslip/{userId}', resource: 'payslip', access: HR },
  /** Many PDFs for one month, each matched to a person by the CPF in its file name. */
  importPayslips: { method: 'POST', path: '/api/payslip/bulk', resource: 'payslip', access: HR, idempotent: true },
  /** A short-lived link to one payslip (?payslipId=); the person's first opening is recorded (proof of delivery). */
  openPayslip: { method: 'GET', path: '/api/payslip/open/{userId}', resource: 'payslip', access: HR, self: 'userId' },

  // Address lookup (ARCHITECTURE 'Brazilian data') and the company's journeys for the workday select.
  lookupCep: { method: 'GET', path: '/api/cep/{cep}', resource: 'cep', access: 'signed-in' },
  listWorkdays: { method: 'GET', path: '/api/workday/{companyId}', resource: 'workday', access: HR },

  // Journeys (002 §2.9, §7.5; core/workday). A journey with collaborators is neither edited nor removed.
  paginateWorkdays: { method: 'GET', path: '/api/workday/paginate/{companyId}', resource: 'workday', access: HR },
  /** ?name&company[&id]: true when another journey of the company has the name. */
  validateWorkdayName: { method: 'GET', path: '/api/workday/validate/name', resource: 'workday', access: HR },
  createWorkday: { method: 'POST', path: '/api/workday', resource: 'workday', access: HR, idempotent: true },
  updateWorkdayDetails: { method: 'PUT', path: '/api/workday/update/details', resource: 'workday', access: HR },
  updateWorkdayScale: { method: 'PUT', path: '/api/workday/update/scale', resource: 'workday', access: HR },
  updateWorkdayBreaks: { method: 'PUT', path: '/api/workday/update/breaks', resource: 'workday', access: HR },
  updateWorkdayScaleAndBreaks: { method: 'PUT', path: '/api/workday/update/scaleAndBreaks', resource: 'workday', access: HR },
  /** ATIVAR / DESATIVAR SELECIONADOS: {selectedJourneys, status}. */
  updateWorkdaysStatus: { method: 'PUT', path: '/api/workday', resource: 'workday', access: HR },
  deleteWorkday: { method: 'DELETE', path: '/api/workday/{id}', resource: 'workday', access: HR },
  /** EXCLUIR SELECIONADOS: {selectedJourneys}. */
  deleteWorkdays: { method: 'DELETE', path: '/api/workday', resource: 'workday', access: HR },
  // The employee's own journey and month (002 §2.2, §7.1); HR reads anyone's of the company.
  getPersonJourney: { method: 'GET', path: '/api/workday/{userId}/journey', resource: 'workday', access: HR, self: 'userId' },
  /** ?month&year: the caller's month; HR may add &userId for one person of the company. */
  getMonthScale: { method: 'GET', path: '/api/scale/month-scale', resource: 'workday', access: [...HR, 'EMPLOYEE'] },

  // Punches (002 §2.2, §4.2, §7.1; core/timeclock/timeline.ts, punch-hash.ts): an active employee with the
  // time-clock module punches at the server's time and reads their own day. A retry records once.
  punch: { method: 'POST', path: '/api/point-registers', resource: 'point-register', access: ['EMPLOYEE'], idempotent: true },
  /** ?date=yyyy-MM-dd: the caller's own day. */
  todayPoints: { method: 'GET', path: '/api/point-registers', resource: 'point-register', access: ['EMPLOYEE'] },

  // Alerts (002 §2.2, §3 PointAlert, §7.1; core/timeclock/alerts.ts): the caller's open alerts, raised by the
  // point-alerts job; an active employee with the time-clock module.
  listPointAlerts: { method: 'GET', path: '/api/point-alert', resource: 'point-alert', access: ['EMPLOYEE'] },

  // REGISTROS GERAIS and the point mirror (002 §2.3, §2.4, §7.1, §7.2; core/timeclock/records.ts, mirror.ts).
  /** ?department&jobRole&limit&page&order&orderBy&periodStartDate&periodEndDate&text. */
  listPointRecords: { method: 'GET', path: '/api/point-registers/records/{companyId}', resource: 'point-records', access: HR },
  /** ?periodStartDate&periodEndDate&actualMonthDate&isOnlyAlerts: the caller's own mirror (no id to change). */
  getMyPointMirror: { method: 'GET', path: '/api/point-registers/point-mirror', resource: 'point-records', access: ['EMPLOYEE'] },
  /** Same query: a person of HR's company. */
  getPointMirror: { method: 'GET', path: '/api/point-registers/point-mirror/{userId}', resource: 'point-records', access: HR },
  // The AFD, Arquivo Fonte de Dados (Portaria 671 art. 81, issue 23 §2; core/timeclock/afd/). Other tools call it:
  // keep the path and the answer.
  /**
   * ?startDate&endDate, both optional (the whole history): {fileName, url, signatureUrl}, 60-second links; a period
   * too big for one call answers 202 {jobId, progress} and `?job=<jobId>` the same until the file is ready.
   */
  exportAfd: { method: 'GET', path: '/api/point-registers/afd/{companyId}', resource: 'point-records', access: HR },
  // The AEJ, Arquivo Eletrônico de Jornada (Portaria 671 art. 83, issue 23 §3; core/timeclock/aej/).
  /** ?startDate&endDate (or ?job) as the AFD's: {fileName, url, signatureUrl}, 60-second links, or 202 {jobId, progress}. */
  exportAej: { method: 'GET', path: '/api/point-registers/aej/{companyId}', resource: 'point-records', access: HR },
  // The punch receipt (Portaria 671 arts. 79–80, issue 23 §5; core/timeclock/receipt.ts): the punch's owner only.
  /** {fileName, url}: a 60-second link to the signed PDF, made on the first request and kept. */
  getPunchReceipt: { method: 'GET', path: '/api/point-registers/receipt/{nsr}', resource: 'point-records', access: ['EMPLOYEE'] },
  // The mirror of art. 84 as a signed PDF (issue 23 §6; core/timeclock/mirror-document.ts): HR for anyone of the
  // company, the employee with the time clock for themself.
  /** ?month=yyyy-MM: {fileName, url}, a 60-second link. */
  getMirrorPdf: { method: 'GET', path: '/api/point-registers/mirror-pdf/{personId}', resource: 'point-records', access: HR, self: 'personId' },

  // Time-clock requests (002 §2.2, §2.3, §4.1, §7.1, §7.2; core/timeclock/request-schema.ts). The employee asks
  // (an active employee with the time-clock module, about themself only); HR of the company analyses.
  requestAdjustment: { method: 'POST', path: '/api/point-solicitation/adjust', resource: 'point-solicitation', access: ['EMPLOYEE'], idempotent: true },
  requestDayOff: { method: 'POST', path: '/api/point-solicitation/day-off', resource: 'point-solicitation', access: ['EMPLOYEE'], idempotent: true },
  requestCompensation: {
    method: 'POST',
    path: '/api/point-solicitation/hours-compensation',
    resource: 'point-solicitation',
    access: ['EMPLOYEE'],
    idempotent: true,
  },
  /** ?page&limit&order&orderBy&status&reason: the caller's own requests. */
  listMyRequests: { method: 'GET', path: '/api/point-solicitation', resource: 'point-solicitation', access: ['EMPLOYEE'] },
  /** ?page&limit&order&orderBy&reason&text. */
  listRequestsInAnalysis: { method: 'GET', path: '/api/point-solicitation/in-analysis/{companyId}', resource: 'point-solicitation', access: HR },
  /** Body optional {allowNegative}: a compensation that leaves the hours bank negative waits for HR's confirmation. */
  approveRequest: { method: 'PUT', path: '/api/point-solicitation/approve/{id}', resource: 'point-solicitation', access: HR },
  /** Body {disapprovalReason}. */
  reproveRequest: { method: 'PUT', path: '/api/point-solicitation/reprove/{id}', resource: 'point-solicitation', access: HR },
  /** HR opened the request: it leaves the badge's count. */
  markRequestViewed: { method: 'PUT', path: '/api/point-solicitation/update-notification/{id}', resource: 'point-solicitation', access: HR },
  countRequestNotifications: { method: 'GET', path: '/api/point-solicitation/notifications/{companyId}', resource: 'point-solicitation', access: HR },
  /** A short-lived link to a request's PDF: HR of the company, or the person who asked. */
  getRequestAttachmentLink: { method: 'GET', path: '/api/point-solicitation/attachment/{id}', resource: 'point-solicitation', access: [...HR, 'EMPLOYEE'] },

  // Hours bank (002 §2.3, §3, §4.4, §5.5, §7.1, §7.2; core/timeclock/hours-bank.ts, bank-schema.ts): a ledger whose
  // sum is the bank. The person reads their own; HR of the company lists, compensates and pays.
  getHoursBank: { method: 'GET', path: '/api/comp-time/{userId}', resource: 'comp-time', access: HR, self: 'userId' },
  /** ?date=yyyy-MM-dd: the minutes the person's journey plans that day (what compensating it takes). */
  workTimeByDay: { method: 'GET', path: '/api/comp-time/workTimeByDay/{userId}', resource: 'comp-time', access: HR, self: 'userId' },
  /** The query of listPointRecords. */
  listHoursBank: { method: 'GET', path: '/api/comp-time/users/{companyId}', resource: 'comp-time', access: HR },
  /** Body {justification, compensationDate, totalMinutesCompensated}; {id} is the person. */
  compensateHours: { method: 'POST', path: '/api/comp-time/compensate-hours/{id}', resource: 'comp-time', access: HR, idempotent: true },
  /** Body {justification, hoursPaid, paymentDate, paidValue}; {id} is the person. */
  payHours: { method: 'POST', path: '/api/comp-time/money-payment/{id}', resource: 'comp-time', access: HR, idempotent: true },

  /** People with banked minutes whose term ends within the next 30 days (issue 22 §4, core/timeclock/bank-terms.ts). */
  listExpiringHours: { method: 'GET', path: '/api/comp-time/expiring/{companyId}', resource: 'comp-time', access: HR },

  // The company's settings (issue 22 §4; core/company/settings.ts): its hours-bank regime (CLT art. 59 §§2, 5, 6),
  // chosen by its administrator only. HR reads them too: a person's place of work is one of the company's places
  // (issue 23 §8, the hiring data's select).
  getCompanySettings: { method: 'GET', path: '/api/company/settings/{companyId}', resource: 'company', access: HR },
  updateCompanySettings: { method: 'PUT', path: '/api/company/settings/{companyId}', resource: 'company', access: ADMIN },
  /** The Atestado Técnico e Termo de Responsabilidade (Portaria 671 art. 89, issue 23 §8; core/company/atestado.ts): a PDF. */
  getAtestado: { method: 'GET', path: '/api/company/atestado/{companyId}', resource: 'company', access: ADMIN },

  // Dismissal (002 §2.6, §2.7, §4.5, §7.3; 001 'Collaborator detail'; core/dismissal). The list is
  // listCompanyUsers with status=DISMISSAL. Documents are PDFs sent through createUpload (purpose 'pdf'), then
  // their keys, not multipart. Every answer is a DismissalDetail, for HR only; the person reads their rescission
  // documents once DISMISSED (Contratos, RESCISÃO).
  startDismissal: { method: 'PUT', path: '/api/users/dismissal/{userId}', resource: 'dismissal', access: HR },
  getDismissal: { method: 'GET', path: '/api/users/dismissal/{userId}', resource: 'dismissal', access: HR },
  /** Body {approvedCheckup, checkup} or {shutDownData}. */
  updateDismissalDetails: { method: 'PUT', path: '/api/users/dismissal-details/{userId}', resource: 'dismissal', access: HR },
  /** Body {documents: {terminationTerm?, FGTSGuide?, …: {key, name, size}}}. */
  updateDismissalDocuments: { method: 'PUT', path: '/api/users/dismissal-documents/{userId}', resource: 'dismissal', access: HR },
  /** ?document={kind}. */
  deleteDismissalDocument: { method: 'DELETE', path: '/api/users/dismissal-documents/{userId}', resource: 'dismissal', access: HR },
  getDismissalDocuments: {
    method: 'GET',
    path: '/api/users/dismissal-documents/{userId}',
    resource: 'dismissal',
    access: HR,
    self: 'userId',
  },
  /** ?document={kind}: a 60-second link; HR, or the person once DISMISSED. */
  openDismissalDocument: {
    method: 'GET',
    path: '/api/users/dismissal-documents/file/{userId}',
    resource: 'dismissal',
    access: HR,
    self: 'userId',
  },
  reactivateUser: { method: 'PUT', path: '/api/users/reactivate/{userId}', resource: 'dismissal', access: HR },
  concludeDismissal: { method: 'PUT', path: '/api/users/conclude-dismissal/{userId}', resource: 'dismissal', access: HR },
} as const satisfies Record<string, ApiRoute>;

export type RouteName = keyof typeof API;

/** API Gateway's route key, e.g. 'GET /api/job-role/{companyId}'. */
export function routeKey(route: ApiRoute): string {
  return `${route.method} ${route.path}`;
}

export const ROUTES_BY_KEY: ReadonlyMap<string, RouteName> = new Map(
  (Object.keys(API) as RouteName[]).map((name) => [routeKey(API[name]), name]),
);

export const RESOURCES: readonly string[] = [...new Set(Object.values(API).map((r) => r.resource))];

/** Fills '{param}' placeholders; used by the SPA's client and by tests. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Matches a concrete path against the manifest the way API Gateway does: literal segments beat
 * parameters ('/api/job-role/paginate/x' is paginate, not '{companyId}'). Used by the local gateway.
 */
export function matchRoute(
  method: string,
  path: string,
): { name: RouteName; params: Record<string, string> } | null {
  const segments = path.split('/').filter(Boolean);
  let best: { name: RouteName; params: Record<string, string>; literals: number } | null = null;
  for (const name of Object.keys(API) as RouteName[]) {
    const route: ApiRoute = API[name];
    if (route.method !== method) continue;
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const ok = pattern.every((part, i) => {
      const param = /^\{(\w+)\}$/.exec(part);
      if (param) {
        params[param[1]] = decodeURIComponent(segments[i]);
        return true;
      }
      literals += 1;
      return part === segments[i];
    });
    if (ok && (!best || literals > best.literals)) best = { name, params, literals };
  }
  return best && { name: best.name, params: best.params };
}
