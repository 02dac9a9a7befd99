import { FIRST_ACCESS_PATH } from '../auth/first-access';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '../auth/password-recovery';
import { CANDIDATE_ROLES, HR_ROLES, type Role } from '../enums';

// The SPA's route map (spec 000 §2.1, 001 §2, 002 §2.1). Every route is an exact match.
// 'public': anyone; 'signed-in': any session (the spec's "any signed-in user" / "no role list");
// otherwise the roles allowed.
export type PageAccess = 'public' | 'signed-in' | readonly Role[];

export interface AppRoute {
  /** react-router style pattern; ':name' is one path segment. */
  path: string;
  access: PageAccess;
}

const HR = HR_ROLES;
const CANDIDATE = CANDIDATE_ROLES;
const EMPLOYEE = ['EMPLOYEE'] as const satisfies readonly Role[];
const ADMIN = ['ADMINISTRATOR_COMPANY'] as const satisfies readonly Role[];

export const APP_ROUTES = {
  signIn: { path: '/', access: 'public' },
  /** A new company administrator sets their password through the e-mailed link (core/auth/first-access.ts). */
  firstAccess: { path: FIRST_ACCESS_PATH, access: 'public' },
  /** 'Esqueci minha senha': asks for the e-mail, then the e-mailed link sets a new password (core/auth/password-recovery.ts). */
  forgotPassword: { path: FORGOT_PASSWORD_PATH, access: 'public' },
  resetPassword: { path: RESET_PASSWORD_PATH, access: 'public' },

  home: { path: '/home', access: HR },
  admissions: { path: '/home/admissions', access: HR },
  newCollaborator: { path: '/home/admissions/new-colaborator', access: 'signed-in' },
  admissionDetail: { path: '/home/admissions/collaborator/:userId', access: HR },
  active: { path: '/home/active', access: HR },
  activeDetail: { path: '/home/active/collaborator/:userId', access: HR },
  /** Ours (issue 24): every active person's vacation periods, most urgent first. */
  vacation: { path: '/home/vacation', access: HR },
  dismissal: { path: '/home/dismissal', access: HR },
  dismissalDetail: { path: '/home/dismissal/collaborator/:userId', access: HR },
  career: { path: '/home/career', access: HR },
  departments: { path: '/home/departments', access: HR },
  recordPoints: { path: '/home/record-points', access: HR },
  pointMirror: { path: '/home/record-points/:userId/point-mirror', access: HR },
  journey: { path: '/home/journey', access: HR },
  newJourney: { path: '/home/journey/new-journey', access: HR },
  editJourney: { path: '/home/journey/edit-journey', access: HR },
  holidays: { path: '/home/holidays', access: HR },
  /** Ours (issue 22 §4): the company's settings, its administrator's only. */
  companySettings: { path: '/home/company-settings', access: ADMIN },

  collaboratorHome: { path: '/colaborator-home', access: EMPLOYEE },
  myScore: { path: '/colaborator-home/score/:userId', access: 'signed-in' },
  myJourney: { path: '/colaborator-home/score/journey/:userId', access: 'signed-in' },
  myData: { path: '/colaborator-home/data/:userId', access: 'signed-in' },
  myContracts: { path: '/colaborator-home/contracts/:userId', access: 'signed-in' },

  admissionProcess: { path: '/admission-process', access: 'public' },
  candidateWelcome: { path: '/collaborator', access: CANDIDATE },
  steps: { path: '/steps', access: CANDIDATE },
  step1: { path: '/steps/1', access: CANDIDATE },
  step2: { path: '/steps/2', access: CANDIDATE },
  step3: { path: '/steps/3', access: CANDIDATE },
  step4: { path: '/steps/4', access: CANDIDATE },
  step5: { path: '/steps/5', access: CANDIDATE },
  step6: { path: '/steps/6', access: CANDIDATE },
  admissionExam: { path: '/steps/admission-exam', access: CANDIDATE },
  contract: { path: '/steps/contract', access: CANDIDATE },
  emailConfirm: { path: '/steps/email-confirm', access: CANDIDATE },
  createPassword: { path: '/steps/create-password', access: CANDIDATE },
} as const satisfies Record<string, AppRoute>;

export type AppRouteName = keyof typeof APP_ROUTES;

export const APP_ROUTE_NAMES = Object.keys(APP_ROUTES) as AppRouteName[];

/** Fills ':param' segments, e.g. appPath('myData', { userId: 'u1' }) → '/colaborator-home/data/u1'. */
export function appPath(name: AppRouteName, params: Record<string, string> = {}): string {
  return APP_ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing route parameter ${key}`);
    return encodeURIComponent(value);
  });
}
