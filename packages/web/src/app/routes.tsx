import { APP_ROUTES, appPath, type AppRouteName } from '@colabora/core/navigation/app-routes';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import type { RouteHandle } from './route-handle';
import { RouteGuard } from './route-guard';
import { RouteError } from './routes/route-error';

// Every route of the map (packages/core/src/navigation/app-routes.ts), each page and layout in its
// own lazily loaded chunk. Routes of later features show their layout and title (FramePage).

type Lazy = Required<Pick<RouteObject, 'lazy'>>;

function lazyComponent(load: () => Promise<ComponentType>): Lazy {
  return { lazy: async () => ({ Component: await load() }) };
}

const framePage = lazyComponent(() => import('./routes/frame-page').then((m) => m.FramePage));
const signInPage = lazyComponent(() => import('@/features/auth/pages/sign-in-page').then((m) => m.SignInPage));
const firstAccessPage = lazyComponent(() => import('@/features/auth/pages/first-access-page').then((m) => m.FirstAccessPage));
const forgotPasswordPage = lazyComponent(() =>
  import('@/features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const resetPasswordPage = lazyComponent(() =>
  import('@/features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
);
const jobRolesPage = lazyComponent(() =>
  import('@/features/job-roles/pages/job-roles-page').then((m) => m.JobRolesPage),
);
const departmentsPage = lazyComponent(() =>
  import('@/features/departments/pages/departments-page').then((m) => m.DepartmentsPage),
);
const holidaysPage = lazyComponent(() => import('@/features/holidays/pages/holidays-page').then((m) => m.HolidaysPage));
const companySettingsPage = lazyComponent(() =>
  import('@/features/company-settings/pages/company-settings-page').then((m) => m.CompanySettingsPage),
);
const admissionProcessPage = lazyComponent(() =>
  import('@/features/admission-process/pages/admission-process-page').then((m) => m.AdmissionProcessPage),
);
const candidateWelcomePage = lazyComponent(() =>
  import('@/features/admission-process/pages/candidate-welcome-page').then((m) => m.CandidateWelcomePage),
);
const admissionsPage = lazyComponent(() =>
  import('@/features/admissions/pages/admissions-page').then((m) => m.AdmissionsPage),
);
const newCollaboratorPage = lazyComponent(() =>
  import('@/features/admissions/pages/new-collaborator-page').then((m) => m.NewCollaboratorPage),
);
const admissionDetailPage = lazyComponent(() =>
  import('@/features/admissions/pages/admission-detail-page').then((m) => m.AdmissionDetailPage),
);
const vacationPage = lazyComponent(() => import('@/features/active-staff/pages/vacation-page').then((m) => m.VacationPage));
const activeStaffPage = lazyComponent(() =>
  import('@/features/active-staff/pages/active-staff-page').then((m) => m.ActiveStaffPage),
);
const collaboratorDetailPage = lazyComponent(() =>
  import('@/features/active-staff/pages/collaborator-detail-page').then((m) => m.CollaboratorDetailPage),
);
// Dismissal (002 §2.6, §2.7).
const dismissalListPage = lazyComponent(() =>
  import('@/features/dismissal/pages/dismissal-list-page').then((m) => m.DismissalListPage),
);
const dismissalDetailPage = lazyComponent(() =>
  import('@/features/dismissal/pages/dismissal-detail-page').then((m) => m.DismissalDetailPage),
);
// The candidate's wizard (001 §2 'Candidate wizard'): one page per step, the review, then exams,
// contract, e-mail confirmation and password.
const stepPages = {
  step1: lazyComponent(() =>
    import('@/features/admission-process/pages/personal-data-step-page').then((m) => m.PersonalDataStepPage),
  ),
  step2: lazyComponent(() =>
    import('@/features/admission-process/pages/family-data-step-page').then((m) => m.FamilyDataStepPage),
  ),
  step3: lazyComponent(() =>
    import('@/features/admission-process/pages/documents-step-page').then((m) => m.DocumentsStepPage),
  ),
  step4: lazyComponent(() =>
    import('@/features/admission-process/pages/address-step-page').then((m) => m.AddressStepPage),
  ),
  step5: lazyComponent(() =>
    import('@/features/admission-process/pages/bank-data-step-page').then((m) => m.BankDataStepPage),
  ),
  step6: lazyComponent(() =>
    import('@/features/admission-process/pages/review-step-page').then((m) => m.ReviewStepPage),
  ),
} satisfies Partial<Record<AppRouteName, Lazy>>;
const stepsLandingPage = lazyComponent(() =>
  import('@/features/admission-process/pages/steps-landing-page').then((m) => m.StepsLandingPage),
);
const admissionExamPage = lazyComponent(() =>
  import('@/features/admission-process/pages/admission-exam-page').then((m) => m.AdmissionExamPage),
);
const contractPage = lazyComponent(() =>
  import('@/features/admission-process/pages/contract-page').then((m) => m.ContractPage),
);
const emailConfirmPage = lazyComponent(() =>
  import('@/features/admission-process/pages/email-confirm-page').then((m) => m.EmailConfirmPage),
);
const createPasswordPage = lazyComponent(() =>
  import('@/features/admission-process/pages/create-password-page').then((m) => m.CreatePasswordPage),
);
// The employee's own area (001 'Employee self-service').
const employeeHomePage = lazyComponent(() =>
  import('@/features/employee/pages/employee-home-page').then((m) => m.EmployeeHomePage),
);
const myDataPage = lazyComponent(() => import('@/features/employee/pages/my-data-page').then((m) => m.MyDataPage));
const myContractsPage = lazyComponent(() =>
  import('@/features/employee/pages/my-contracts-page').then((m) => m.MyContractsPage),
);
// Journeys (002 §2.9) and the employee's own journey and month.
const journeysPage = lazyComponent(() => import('@/features/journeys/pages/journeys-page').then((m) => m.JourneysPage));
const newJourneyPage = lazyComponent(() =>
  import('@/features/journeys/pages/new-journey-page').then((m) => m.NewJourneyPage),
);
const editJourneyPage = lazyComponent(() =>
  import('@/features/journeys/pages/edit-journey-page').then((m) => m.EditJourneyPage),
);
const myJourneyPage = lazyComponent(() =>
  import('@/features/employee/pages/my-journey-page').then((m) => m.MyJourneyPage),
);
// Registro de pontos (002 §2.3) and a collaborator's point mirror (§2.4).
const recordPointsPage = lazyComponent(() =>
  import('@/features/timeclock/pages/record-points-page').then((m) => m.RecordPointsPage),
);
const pointMirrorPage = lazyComponent(() =>
  import('@/features/timeclock/pages/point-mirror-page').then((m) => m.PointMirrorPage),
);
// Meu ponto (002 §2.2).
const myScorePage = lazyComponent(() => import('@/features/employee/pages/my-score-page').then((m) => m.MyScorePage));
const adminLayout = lazyComponent(() => import('./layouts/admin-layout').then((m) => m.AdminLayout));
const collaboratorLayout = lazyComponent(() =>
  import('./layouts/collaborator-layout').then((m) => m.CollaboratorLayout),
);
const candidateLayout = lazyComponent(() => import('./layouts/candidate-layout').then((m) => m.CandidateLayout));
const notFoundPage = lazyComponent(() => import('./routes/not-found-page').then((m) => m.NotFoundPage));

function route(name: AppRouteName, title: string, page: Lazy = framePage): RouteObject {
  const handle: RouteHandle = { title };
  return { path: APP_ROUTES[name].path, handle, ...page };
}

const STEP_ROUTES = ([1, 2, 3, 4, 5, 6] as const).map((n) => route(`step${n}`, `Etapa ${n} de 6`, stepPages[`step${n}`]));

export const appRoutes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      route('signIn', 'Entrar', signInPage),
      route('firstAccess', 'Primeiro acesso', firstAccessPage),
      route('forgotPassword', 'Esqueci minha senha', forgotPasswordPage),
      route('resetPassword', 'Nova senha', resetPasswordPage),
      {
        ...adminLayout,
        children: [
          // The HR area opens on its first page.
          { path: APP_ROUTES.home.path, element: <Navigate to={appPath('admissions')} replace /> },
          route('admissions', 'Admissão', admissionsPage),
          route('newCollaborator', 'Novo colaborador', newCollaboratorPage),
          route('admissionDetail', 'Admissão do colaborador', admissionDetailPage),
          route('active', 'Ativos', activeStaffPage),
          route('activeDetail', 'Colaborador', collaboratorDetailPage),
          route('vacation', 'Férias', vacationPage),
          route('dismissal', 'Demissão', dismissalListPage),
          route('dismissalDetail', 'Processo de demissão', dismissalDetailPage),
          route('career', 'Cargos', jobRolesPage),
          route('departments', 'Departamentos', departmentsPage),
          route('recordPoints', 'Registro de pontos', recordPointsPage),
          route('pointMirror', 'Espelho de ponto', pointMirrorPage),
          route('journey', 'Jornadas', journeysPage),
          route('newJourney', 'Nova jornada', newJourneyPage),
          route('editJourney', 'Editar jornada', editJourneyPage),
          route('holidays', 'Feriados', holidaysPage),
          route('companySettings', 'Configurações da empresa', companySettingsPage),
        ],
      },
      {
        ...collaboratorLayout,
        children: [
          route('collaboratorHome', 'Início', employeeHomePage),
          route('myScore', 'Meu ponto', myScorePage),
          route('myJourney', 'Minha jornada', myJourneyPage),
          route('myData', 'Meus dados', myDataPage),
          route('myContracts', 'Contratos', myContractsPage),
        ],
      },
      {
        ...candidateLayout,
        children: [
          route('admissionProcess', 'Processo de admissão', admissionProcessPage),
          route('candidateWelcome', 'Boas-vindas', candidateWelcomePage),
          // The wizard opens where the candidate's work is: the review with what to correct, or the next step to fill.
          route('steps', 'Processo de admissão', stepsLandingPage),
          ...STEP_ROUTES,
          route('admissionExam', 'Exame admissional', admissionExamPage),
          route('contract', 'Contrato', contractPage),
          route('emailConfirm', 'Confirmação de e-mail', emailConfirmPage),
          route('createPassword', 'Criar senha', createPasswordPage),
        ],
      },
      { path: '*', handle: { title: 'Página não encontrada' } satisfies RouteHandle, ...notFoundPage },
    ],
  },
];
