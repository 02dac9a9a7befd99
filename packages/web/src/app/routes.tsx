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
const jobRolesPage = lazyComponent(() =>
  import('@/features/job-roles/pages/job-roles-page').then((m) => m.JobRolesPage),
);
const departmentsPage = lazyComponent(() =>
  import('@/features/departments/pages/departments-page').then((m) => m.DepartmentsPage),
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

const STEP_ROUTES = [1, 2, 3, 4, 5, 6].map((n) => route(`step${n}` as AppRouteName, `Etapa ${n} de 6`));

export const appRoutes: RouteObject[] = [
  {
    element: <RouteGuard />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      route('signIn', 'Entrar', signInPage),
      {
        ...adminLayout,
        children: [
          // The HR area opens on its first page.
          { path: APP_ROUTES.home.path, element: <Navigate to={appPath('admissions')} replace /> },
          route('admissions', 'Admissão', admissionsPage),
          route('newCollaborator', 'Novo colaborador', newCollaboratorPage),
          route('admissionDetail', 'Admissão do colaborador'),
          route('active', 'Ativos'),
          route('activeDetail', 'Colaborador'),
          route('dismissal', 'Demissão'),
          route('dismissalDetail', 'Processo de demissão'),
          route('career', 'Cargos', jobRolesPage),
          route('departments', 'Departamentos', departmentsPage),
          route('recordPoints', 'Registro de pontos'),
          route('pointMirror', 'Espelho de ponto'),
          route('journey', 'Jornadas'),
          route('newJourney', 'Nova jornada'),
          route('editJourney', 'Editar jornada'),
          route('holidays', 'Feriados'),
        ],
      },
      {
        ...collaboratorLayout,
        children: [
          route('collaboratorHome', 'Início'),
          route('myScore', 'Meu ponto'),
          route('myJourney', 'Minha jornada'),
          route('myData', 'Meus dados'),
          route('myContracts', 'Contratos'),
        ],
      },
      {
        ...candidateLayout,
        children: [
          route('admissionProcess', 'Processo de admissão', admissionProcessPage),
          route('candidateWelcome', 'Boas-vindas', candidateWelcomePage),
          route('steps', 'Etapas da admissão'),
          ...STEP_ROUTES,
          route('admissionExam', 'Exame admissional'),
          route('contract', 'Contrato'),
          route('emailConfirm', 'Confirmação de e-mail'),
          route('createPassword', 'Criar senha'),
        ],
      },
      { path: '*', handle: { title: 'Página não encontrada' } satisfies RouteHandle, ...notFoundPage },
    ],
  },
];
