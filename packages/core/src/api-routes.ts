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

const HR = HR_ROLES;
const CANDIDATES = CANDIDATE_ROLES;

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

  // Promotion (001 §4, §5, §7): HR proposes; the employee confirms their own (the handler checks it is theirs).
  createPromotion: { method: 'POST', path: '/api/promotion/{userId}', resource: 'promotion', access: HR, idempotent: true },
  getPromotion: { method: 'GET', path: '/api/promotion/{userId}', resource: 'promotion', access: HR, self: 'userId' },
  confirmPromotion: { method: 'PUT', path: '/api/promotion/{promotionId}', resource: 'promotion', access: ['EMPLOYEE'] },

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
