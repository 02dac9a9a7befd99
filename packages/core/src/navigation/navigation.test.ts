import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../enums';
import { APP_ROUTE_NAMES, appPath } from './app-routes';
import { matchAppRoute } from './match-app-route';
import { candidateDestination, type InviteProgress } from './candidate-destination';
import { publicRouteRedirect, signInDestination, storesSessionAtSignIn } from './redirects';
import { resolveNavigation } from './resolve-navigation';

// Literal expectations from spec 000 §2.1, §2.2, §4 (not read back from the module under test).
const HR: Role[] = ['ADMINISTRATOR_COMPANY', 'HUMAN_RESOURCES_MANAGMENT'];
const CANDIDATE: Role[] = ['ADMISSION_PROCESS', 'WAITING_CONTRACT_SIGN'];
const ANY: Role[] = [...ROLES];

const ROUTE_MAP: { path: string; allowed: Role[] | 'public' }[] = [
  { path: '/', allowed: 'public' },
  // Ours, not the spec's: the first access of a company administrator (npm run create-company).
  { path: '/first-access', allowed: 'public' },
  // Ours too: the password recovery behind 'Esqueci minha senha' (000 §2.4 leaves its target empty).
  { path: '/forgot-password', allowed: 'public' },
  { path: '/reset-password', allowed: 'public' },
  { path: '/home', allowed: HR },
  { path: '/home/admissions', allowed: HR },
  { path: '/home/admissions/new-colaborator', allowed: ANY },
  { path: '/home/admissions/collaborator/u1', allowed: HR },
  { path: '/home/active', allowed: HR },
  { path: '/home/active/collaborator/u1', allowed: HR },
  { path: '/home/dismissal', allowed: HR },
  { path: '/home/dismissal/collaborator/u1', allowed: HR },
  { path: '/home/career', allowed: HR },
  { path: '/home/departments', allowed: HR },
  { path: '/home/record-points', allowed: HR },
  { path: '/home/record-points/u1/point-mirror', allowed: HR },
  { path: '/home/journey', allowed: HR },
  { path: '/home/journey/new-journey', allowed: HR },
  { path: '/home/journey/edit-journey', allowed: HR },
  { path: '/home/holidays', allowed: HR },
  // Ours (issue 22 §4): the company's settings, for its administrator only.
  { path: '/home/company-settings', allowed: ['ADMINISTRATOR_COMPANY'] },
  // Ours (issue 24): the FÉRIAS list, HR's.
  { path: '/home/vacation', allowed: HR },
  { path: '/colaborator-home', allowed: ['EMPLOYEE'] },
  { path: '/colaborator-home/score/u1', allowed: ANY },
  { path: '/colaborator-home/score/journey/u1', allowed: ANY },
  { path: '/colaborator-home/data/u1', allowed: ANY },
  { path: '/colaborator-home/contracts/u1', allowed: ANY },
  { path: '/admission-process', allowed: 'public' },
  { path: '/collaborator', allowed: CANDIDATE },
  { path: '/steps', allowed: CANDIDATE },
  ...[1, 2, 3, 4, 5, 6].map((n) => ({ path: `/steps/${n}`, allowed: CANDIDATE })),
  { path: '/steps/admission-exam', allowed: CANDIDATE },
  { path: '/steps/contract', allowed: CANDIDATE },
  { path: '/steps/email-confirm', allowed: CANDIDATE },
  { path: '/steps/create-password', allowed: CANDIDATE },
];

// ADMISSION_PROCESS: §2.2 names '/collaborator/admissions', which is not a route; with no invite known
// the candidate goes to the welcome page (see candidate-destination.ts and the candidate cases below).
const ON_PUBLIC: Record<Role, string> = {
  ADMISSION_PROCESS: '/collaborator',
  EMPLOYEE: '/colaborator-home',
  ADMINISTRATOR_COMPANY: '/home/admissions',
  HUMAN_RESOURCES_MANAGMENT: '/home/admissions',
  ADMINISTRATOR: '/to-do',
  WAITING_CONTRACT_SIGN: '/steps/admission-exam',
};

const ON_FORBIDDEN: Record<Role, string> = {
  ADMISSION_PROCESS: '/admission-process',
  WAITING_CONTRACT_SIGN: '/admission-process',
  EMPLOYEE: '/',
  ADMINISTRATOR_COMPANY: '/',
  HUMAN_RESOURCES_MANAGMENT: '/',
  ADMINISTRATOR: '/',
};

describe('route map', () => {
  it('lists exactly the routes of the spec, the first access and the password recovery', () => {
    const concrete = APP_ROUTE_NAMES.map((name) => appPath(name, { userId: 'u1' })).sort();
    expect(concrete).toEqual(ROUTE_MAP.map((r) => r.path).sort());
  });

  it.each(ROUTE_MAP)('$path matches exactly one route, itself', ({ path }) => {
    const match = matchAppRoute(path);
    expect(match).not.toBeNull();
    expect(appPath(match!.name, match!.params)).toBe(path);
  });

  it('reads parameters and prefers literal segments', () => {
    expect(matchAppRoute('/colaborator-home/score/journey/abc')).toEqual({
      name: 'myJourney',
      params: { userId: 'abc' },
    });
    expect(matchAppRoute('/colaborator-home/score/abc')).toEqual({ name: 'myScore', params: { userId: 'abc' } });
  });

  it('ignores a trailing slash like the router does', () => {
    expect(matchAppRoute('/home/career/')?.name).toBe('career');
  });

  it.each(['/home/career/extra', '/steps/7', '/collaborator/admissions', '/to-do', '/home/x'])(
    '%s is not a route (exact matches only)',
    (path) => {
      expect(matchAppRoute(path)).toBeNull();
      expect(resolveNavigation(path, 'EMPLOYEE')).toEqual({ kind: 'not-found' });
      expect(resolveNavigation(path, null)).toEqual({ kind: 'not-found' });
    },
  );

  it('refuses to build a path with a missing parameter', () => {
    expect(() => appPath('myData')).toThrow('userId');
  });
});

describe('guards and redirects (spec 000 §2.2)', () => {
  for (const { path, allowed } of ROUTE_MAP) {
    describe(path, () => {
      it('without a session', () => {
        const decision = resolveNavigation(path, null);
        if (allowed === 'public') expect(decision.kind).toBe('allow');
        // A candidate whose session expired on /steps/… signs in again at the invite sign-in (issue 9).
        else if (allowed === CANDIDATE) expect(decision).toEqual({ kind: 'redirect', to: '/admission-process' });
        else expect(decision).toEqual({ kind: 'redirect', to: '/' });
      });

      it.each([...ROLES])('as %s', (role) => {
        const decision = resolveNavigation(path, role);
        if (allowed === 'public') expect(decision).toEqual({ kind: 'redirect', to: ON_PUBLIC[role] });
        else if (allowed.includes(role)) expect(decision.kind).toBe('allow');
        else expect(decision).toEqual({ kind: 'redirect', to: ON_FORBIDDEN[role] });
      });
    });
  }
});

describe('sign-in routing by role (spec 000 §4)', () => {
  it.each<[Role, string, boolean]>([
    ['ADMINISTRATOR_COMPANY', '/home/admissions', true],
    ['HUMAN_RESOURCES_MANAGMENT', '/home/admissions', true],
    ['EMPLOYEE', '/colaborator-home', true],
    ['ADMISSION_PROCESS', '/admission-process', false],
    ['WAITING_CONTRACT_SIGN', '/admission-process', false],
    ['ADMINISTRATOR', '/to-do', true],
  ])('%s goes to %s (session stored: %s)', (role, to, stored) => {
    expect(signInDestination(role)).toBe(to);
    expect(storesSessionAtSignIn(role)).toBe(stored);
  });

  it('the destination of a stored session is where the public-route guard sends it', () => {
    for (const role of ROLES.filter(storesSessionAtSignIn)) {
      expect(resolveNavigation('/', role)).toEqual({ kind: 'redirect', to: signInDestination(role) });
    }
  });
});

describe("a candidate's place follows the stored invite (spec 000 §2.2, §4 'Invite sign-in')", () => {
  const NEW: InviteProgress = { accepted: false, emailVerify: false };
  const ACCEPTED: InviteProgress = { accepted: true, emailVerify: false };
  const VERIFY: InviteProgress = { accepted: true, emailVerify: true };

  it.each<[Role, InviteProgress | null, string]>([
    ['ADMISSION_PROCESS', null, '/collaborator'],
    ['ADMISSION_PROCESS', NEW, '/collaborator'],
    // The wizard's base path opens where her work is (issue 9; 000 §4 says /steps/1).
    ['ADMISSION_PROCESS', ACCEPTED, '/steps'],
    ['ADMISSION_PROCESS', VERIFY, '/steps/create-password'],
    ['WAITING_CONTRACT_SIGN', null, '/steps/admission-exam'],
    ['WAITING_CONTRACT_SIGN', ACCEPTED, '/steps/admission-exam'],
    ['WAITING_CONTRACT_SIGN', VERIFY, '/steps/create-password'],
  ])('%s with invite %o belongs on %s', (role, invite, to) => {
    expect(candidateDestination(role, invite)).toBe(to);
    for (const publicPath of ['/', '/admission-process']) {
      expect(resolveNavigation(publicPath, role, invite)).toEqual({ kind: 'redirect', to });
    }
    expect(resolveNavigation(to, role, invite).kind).toBe('allow');
  });

  it('never sends a candidate outside the route map', () => {
    for (const role of CANDIDATE) {
      for (const invite of [null, NEW, ACCEPTED, VERIFY]) {
        expect(matchAppRoute(publicRouteRedirect(role, invite))).not.toBeNull();
      }
    }
  });

  it('a candidate on a staff route goes through /admission-process to their place', () => {
    expect(resolveNavigation('/home/career', 'ADMISSION_PROCESS', ACCEPTED)).toEqual({
      kind: 'redirect',
      to: '/admission-process',
    });
    expect(resolveNavigation('/admission-process', 'ADMISSION_PROCESS', ACCEPTED)).toEqual({
      kind: 'redirect',
      to: '/steps',
    });
  });

  it('no wizard page opens before the terms are accepted: the welcome page has them (issue 9)', () => {
    for (const path of ['/steps', '/steps/1', '/steps/5', '/steps/6']) {
      expect(resolveNavigation(path, 'ADMISSION_PROCESS', NEW)).toEqual({ kind: 'redirect', to: '/collaborator' });
      expect(resolveNavigation(path, 'ADMISSION_PROCESS', ACCEPTED).kind).toBe('allow');
    }
    expect(resolveNavigation('/collaborator', 'ADMISSION_PROCESS', NEW).kind).toBe('allow');
    // Past the steps the terms were accepted long ago; an unknown invite is left to the API.
    expect(resolveNavigation('/steps/6', 'WAITING_CONTRACT_SIGN', NEW).kind).toBe('allow');
    expect(resolveNavigation('/steps/1', 'ADMISSION_PROCESS', null).kind).toBe('allow');
  });

  it('the invite changes nothing for staff', () => {
    expect(resolveNavigation('/', 'EMPLOYEE', ACCEPTED)).toEqual({ kind: 'redirect', to: '/colaborator-home' });
    expect(resolveNavigation('/', 'HUMAN_RESOURCES_MANAGMENT', VERIFY)).toEqual({
      kind: 'redirect',
      to: '/home/admissions',
    });
  });
});

describe("the employee's own pages (issue 10)", () => {
  // The guard knows roles, not whose id a path names: the self-service pages read the person through
  // GET /api/users/{id}, which answers 403 for anyone else's id, and the page shows that refusal (no data)
  // with the way back to the person's own start page (web features/employee/components/own-person.tsx).
  it.each(['/colaborator-home/data/someone-else', '/colaborator-home/contracts/someone-else'])(
    '%s is opened for any signed-in person, and the API decides whose data it shows',
    (path) => {
      expect(resolveNavigation(path, 'EMPLOYEE').kind).toBe('allow');
      expect(resolveNavigation(path, null)).toEqual({ kind: 'redirect', to: '/' });
    },
  );
});
