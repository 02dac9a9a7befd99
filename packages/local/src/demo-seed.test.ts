import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { AdmissionListItem, CollaboratorDetail, InviteSignInAnswer } from '@colabora/core/admission/contract';
import type { SignInAnswer } from '@colabora/core/auth/schema';
import type { Page } from '@colabora/core/paging';
import type { JobRole } from '@colabora/core/job-role/schema';
import type { Department } from '@colabora/core/department/schema';
import type { Journey } from '@colabora/core/workday/schema';
import type { DemoAccount } from '@colabora/local/seed';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { stateTimeZone } from '@colabora/core/company/time-zone';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { isCpf } from '@colabora/core/brazil/cpf';
import { chainIsValid } from '@colabora/core/timeclock/punch-hash';
import type { PointAlertView } from '@colabora/core/timeclock/alerts';
import type { DaySummary } from '@colabora/core/timeclock/day-evaluation';
import type { PointRecord } from '@colabora/core/timeclock/records';
import type { VacationListItem } from '@colabora/core/vacation/api';
import { invoke } from '@colabora/functions/testing/invoke';
import { LOCAL_CLOCK_ENV } from '@colabora/functions/lib/clock';
import type { UserRecord } from '@colabora/functions/db/entities/user';

/** The demo company's today: it is in Sao Paulo (state SP), so on that zone's clock. */
const demoToday = () => zonedClock(stateTimeZone('SP')).today();

// The local runtime's demo seed (packages/local/src/seed.ts), run against its own empty tables, with the server's
// clock that may be moved, as the runtime runs it (runtime.ts).
Object.assign(process.env, inject('seedTables'), { [LOCAL_CLOCK_ENV]: '1' });

let seedDemo: () => Promise<boolean>;
let accounts: DemoAccount[];

beforeAll(async () => {
  ({ seedDemo, DEMO_ACCOUNTS: accounts } = await import('@colabora/local/seed'));
});

describe('demo seed', () => {
  it('seeds an empty table once', async () => {
    expect(await seedDemo()).toBe(true);
    expect(await seedDemo()).toBe(false);
  });

  it('every demo account signs in with the demo password and its role', async () => {
    expect(accounts.map((a) => a.email)).toEqual([
      'admin@demo.com.br',
      'rh@demo.com.br',
      'colaborador@demo.com.br',
      'candidato@demo.com.br',
      'admin@outra.com.br',
    ]);
    for (const account of accounts) {
      const answer = await invoke<SignInAnswer>('signIn', { body: { email: account.email, password: 'Demo@2026' } });
      expect(answer.status).toBe(200);
      expect(answer.body.user.role).toBe(account.role);
      expect(answer.body.user.company.name).toBe(account.company);
    }
  });

  it('the collaborator is in experience, admitted about 20 days ago, with a role and a department', async () => {
    const employee = await invoke<SignInAnswer>('signIn', {
      body: { email: 'colaborador@demo.com.br', password: 'Demo@2026' },
    });
    expect(employee.body.user.statusActive).toBe('WORK_EXPERIENCE');
    // 20 company days before the seed's day, which is today or, if the seed ran just before midnight, yesterday.
    const today = demoToday();
    expect([addCalendarDays(today, -20), addCalendarDays(today, -21)]).toContain(employee.body.user.admissionDate);

    const admin = await invoke<SignInAnswer>('signIn', { body: { email: 'admin@demo.com.br', password: 'Demo@2026' } });
    const companyId = admin.body.user.company._id;
    const roles = await invoke<JobRole[]>('listJobRoles', { token: admin.body.token, params: { companyId } });
    const departments = await invoke<Department[]>('listDepartments', { token: admin.body.token, params: { companyId } });
    expect(roles.body).toHaveLength(5);
    expect(departments.body).toHaveLength(4);
    expect(Object.fromEntries(roles.body.map((r) => [r.name, r.totalEmployees]))).toEqual({
      'Analista de Recursos Humanos': 1,
      'Assistente Comercial': 2,
      'Auxiliar de Limpeza': 1,
      'Gerente Administrativo': 1,
      'Motorista de Entregas': 2,
    });
    expect(Object.fromEntries(departments.body.map((d) => [d.name, d.totalEmployees]))).toEqual({
      Administrativo: 2,
      Comercial: 2,
      Logística: 2,
      'Recursos Humanos': 1,
    });
    expect(roles.body.every((r) => Number.isInteger(r.baseSalary) && r.baseSalary >= 1_518_00)).toBe(true);
  });

  it('the demo company has three real journeys, and the people on each are its Colaboradores', async () => {
    const admin = await invoke<SignInAnswer>('signIn', { body: { email: 'admin@demo.com.br', password: 'Demo@2026' } });
    const companyId = admin.body.user.company._id;
    const journeys = await invoke<Page<Journey>>('paginateWorkdays', { token: admin.body.token, params: { companyId } });
    expect(Object.fromEntries(journeys.body.docs.map((j) => [j.name, [j.scaleType, j.totalHours, j.nightAdditional, j.totalEmployees]]))).toEqual({
      // Fernanda only: the demo's HR and administrator accounts are on it too, but Colaboradores counts the people
      // HR sees in Ativos (person/headcount.ts).
      'Comercial 44h': ['5x2', '44:00', '00:00', 1],
      'Escala 12x36': ['12/36', '48:00', '28:00', 1],
      'Loja 6x1': ['6x1', '44:00', '00:00', 2],
    });
    const employee = await invoke<SignInAnswer>('signIn', { body: { email: 'colaborador@demo.com.br', password: 'Demo@2026' } });
    const own = await invoke<Journey>('getPersonJourney', { token: employee.body.token, params: { userId: employee.body.user._id } });
    expect(own.body.name).toBe('Loja 6x1');
  });

  it('the candidate is pending admission, with no experience period yet', async () => {
    const candidate = await invoke<SignInAnswer>('signIn', {
      body: { email: 'candidato@demo.com.br', password: 'Demo@2026' },
    });
    expect(candidate.body.user.role).toBe('ADMISSION_PROCESS');
    expect(candidate.body.user.statusActive).toBe('PENDING');
  });

  it('the candidate holds an invite: signs in at /api/invite/auth and is on the admissions list', async () => {
    const invite = await invoke<InviteSignInAnswer>('inviteSignIn', {
      body: { email: 'candidato@demo.com.br', password: 'Demo@2026' },
    });
    expect(invite.status).toBe(200);
    expect(invite.body.invite).toMatchObject({ opened: false, accepted: false, concluded: false, emailVerify: false });
    const admin = await invoke<SignInAnswer>('signIn', { body: { email: 'admin@demo.com.br', password: 'Demo@2026' } });
    const companyId = admin.body.user.company._id;
    const list = await invoke<Page<AdmissionListItem>>('listCompanyUsers', {
      token: admin.body.token,
      params: { companyId },
      query: { status: 'ADMISSION' },
    });
    expect(list.body.docs.map((d) => d.fullName)).toEqual(['Ana Beatriz Souza']);
    const detail = await invoke<CollaboratorDetail>('getUser', { token: admin.body.token, params: { id: list.body.docs[0]._id } });
    expect(detail.body.hiringData).toMatchObject({ regime: 'CLT', hasStandardSalary: true, salary: 3_100_00 });
    expect(detail.body.limitDate >= detail.body.admissionDate).toBe(true);
  });

  it('the second company has its own catalogue', async () => {
    const admin = await invoke<SignInAnswer>('signIn', { body: { email: 'admin@outra.com.br', password: 'Demo@2026' } });
    const companyId = admin.body.user.company._id;
    const roles = await invoke<JobRole[]>('listJobRoles', { token: admin.body.token, params: { companyId } });
    expect(roles.body.map((r) => r.name)).toEqual(['Analista de Suporte', 'Coordenador de Projetos', 'Desenvolvedor de Software']);
  });
});

describe('demo time clock (two months of history through the time-clock functions)', () => {
  const EMPLOYEES = ['colaborador@demo.com.br', 'luciana@demo.com.br', 'rafael@demo.com.br', 'fernanda@demo.com.br'];
  let companyId: string;
  let people: Map<string, UserRecord>;

  beforeAll(async () => {
    const { findUserByEmail } = await import('@colabora/functions/modules/person/records');
    const found = await Promise.all(EMPLOYEES.map(async (email) => [email, await findUserByEmail(email)] as const));
    people = new Map(found.flatMap(([email, person]) => (person ? [[email, person]] : [])));
    companyId = people.get(EMPLOYEES[0])?.companyId ?? '';
  });

  const person = (email: string) => {
    const found = people.get(email);
    if (!found) throw new Error(`${email} was not seeded`);
    return found;
  };

  it('the employees use the time clock and have a valid CPF', () => {
    for (const email of EMPLOYEES) {
      expect(person(email).recordPoints, email).toBe(true);
      expect(isCpf(person(email).documents?.cpf ?? ''), email).toBe(true);
    }
  });

  it("the company's AFD records, its creation, its employees put on the time clock and their punches, have NSR 1..n without gaps and the punches a valid hash chain, up to yesterday", async () => {
    const { db } = await import('@colabora/functions/db/service');
    // Made by the app's own writes (company-records.ts, person/records.ts) when the seed creates them.
    const { data: events } = await db.entities.afdEvent.query.companyEvents({ companyId }).go({ pages: 'all' });
    expect(events.map((event) => [event.nsr, event.type, event.operation])).toEqual([
      [1, '2', undefined],
      ...EMPLOYEES.map((_, index) => [index + 2, '5', 'I']),
    ]);
    expect(new Set(events.slice(1).map((event) => event.userId))).toEqual(new Set(EMPLOYEES.map((email) => person(email).id)));
    const { data } = await db.entities.punch.query.companyPunches({ companyId }).go({ pages: 'all' });
    const punches = [...data].sort((a, b) => a.nsr - b.nsr);
    expect(punches.length).toBeGreaterThan(300);
    expect(punches.map((punch) => punch.nsr)).toEqual(punches.map((_, index) => index + events.length + 1));
    expect(await chainIsValid(punches)).toBe(true);
    // Recorded in time order, as they were punched.
    const instants = punches.map((punch) => Date.parse(punch.receivedAt));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    const today = demoToday();
    expect(punches.every((punch) => punch.cpf.length === 11 && punch.day <= today)).toBe(true);
    const { data: counter } = await db.entities.punchCounter.get({ companyId }).go();
    expect(counter).toMatchObject({ nsr: events.length + punches.length, lastHash: punches.at(-1)?.hash });
    // Every record's date-time rises with its NSR, as the AFD's search for a period's first NSR reads them
    // (afd-export.ts): the company and each employee were included before the first of their punches.
    const dated = [...events.map((event) => [event.nsr, event.recordedAt] as const), ...punches.map((punch) => [punch.nsr, punch.punchedAt] as const)];
    const times = dated.sort(([a], [b]) => a - b).map(([, at]) => Date.parse(at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeLessThan(Date.parse(`${addCalendarDays(demoToday(), -60)}T00:00:00-03:00`));
  });

  it('two months of working days, each settled in REGISTROS GERAIS, with a few alerts', async () => {
    const { personMonthDays } = await import('@colabora/functions/modules/timeclock/point-days');
    const { openAlerts } = await import('@colabora/functions/modules/timeclock/alert-store');
    const yesterday = addCalendarDays(demoToday(), -1);
    const twoMonthsAgo = addCalendarDays(demoToday(), -55);
    for (const email of ['rafael@demo.com.br', 'fernanda@demo.com.br']) {
      const { id } = person(email);
      const settled = { ...(await personMonthDays(companyId, id, twoMonthsAgo.slice(0, 7))), ...(await personMonthDays(companyId, id, yesterday.slice(0, 7))) };
      expect(Object.keys(settled), email).toContain(twoMonthsAgo);
      expect(Object.values(settled).filter((day) => day.workedMinutes > 0).length, email).toBeGreaterThan(15);
    }
    // João's missed lunch return and Rafael's missed Lanche return are still open for them to adjust.
    const open = await openAlerts(companyId, person('colaborador@demo.com.br').id);
    expect(open.map((alert) => [alert.alertType, alert.pointType])).toContainEqual(['PENDING_POINT', 'MAIN_BREAK_RETURN']);
    expect((await openAlerts(companyId, person('rafael@demo.com.br').id)).map((alert) => alert.pointType)).toContain('BREAK_RETURN');
  });

  it('a late entry of 4 minutes is within the tolerance; a day 11 minutes short in all counts whole', async () => {
    const { personMonthDays } = await import('@colabora/functions/modules/timeclock/point-days');
    const { id } = person('colaborador@demo.com.br');
    const months = [...new Set([addCalendarDays(demoToday(), -25), addCalendarDays(demoToday(), -1)].map((day) => day.slice(0, 7)))];
    const days = Object.values(Object.assign({}, ...(await Promise.all(months.map((month) => personMonthDays(companyId, id, month))))) as Record<string, DaySummary>);
    expect(days.find((day) => day.enterTime === '10:04')).toMatchObject({ exitTime: '18:20', balanceMinutes: 0 });
    expect(days.find((day) => day.enterTime === '10:03')).toMatchObject({ exitTime: '18:15', balanceMinutes: -11 });
  });

  it('requests in each state: a missed exit adjusted and approved, an absence reproved, two in analysis', async () => {
    const { allPersonRequests } = await import('@colabora/functions/modules/timeclock/request-records');
    const requests = (await Promise.all(EMPLOYEES.map((email) => allPersonRequests(companyId, person(email).id)))).flat();
    expect(requests.map((request) => request.status).sort()).toEqual(['APPROVED', 'APPROVED', 'DISAPPROVED', 'IN_ANALYSIS', 'IN_ANALYSIS']);
    const adjusted = requests.find((request) => request.status === 'APPROVED' && request.reason === 'POINTS_ADJUST');
    expect(adjusted).toMatchObject({ pointType: 'EXIT', registerDate: `${adjusted?.day}T18:20:00-03:00` });
    const { personMonthDays } = await import('@colabora/functions/modules/timeclock/point-days');
    const day = adjusted?.day ?? '';
    const days = await personMonthDays(companyId, person('colaborador@demo.com.br').id, day.slice(0, 7));
    // The exit HR accepted closes the day: worked as planned, nothing pending.
    expect(days[day]).toMatchObject({ exitTime: '18:20', balanceMinutes: 0, alerts: 0, incomplete: false });
  });

  it('REGISTROS GERAIS, the alerts card and the hours card read the history through their routes', async () => {
    const hr = await invoke<SignInAnswer>('signIn', { body: { email: 'rh@demo.com.br', password: 'Demo@2026' } });
    const query = { periodStartDate: addCalendarDays(demoToday(), -30), periodEndDate: addCalendarDays(demoToday(), -1), limit: '10' };
    const records = await invoke<Page<PointRecord>>('listPointRecords', { token: hr.body.token, params: { companyId }, query });
    expect(records.status).toBe(200);
    const byName = new Map(records.body.docs.map((row) => [row.fullName, row]));
    expect([...byName.keys()].sort()).toEqual(['Fernanda Lima Rocha', 'João Pedro da Silva', 'Luciana Ferreira Alves', 'Rafael Moreira Santos']);
    for (const row of byName.values()) expect(row.workedDays, row.fullName).toBeGreaterThan(8);
    // João's reproved absence stays a fault; his missed lunch return is still an alert.
    expect(byName.get('João Pedro da Silva')).toMatchObject({ faults: 1 });
    expect(byName.get('João Pedro da Silva')?.alerts).toBeGreaterThan(0);

    const joao = await invoke<SignInAnswer>('signIn', { body: { email: 'colaborador@demo.com.br', password: 'Demo@2026' } });
    const alerts = await invoke<PointAlertView[]>('listPointAlerts', { token: joao.body.token });
    expect(alerts.body.map((alert) => alert.pointType)).toContain('MAIN_BREAK_RETURN');
    const { personLedger } = await import('@colabora/functions/modules/timeclock/ledger');
    const bank = await invoke<number>('getHoursBank', { token: joao.body.token, params: { userId: joao.body.user._id } });
    expect(bank.body).toBe((await personLedger(companyId, joao.body.user._id)).reduce((total, line) => total + line.minutes, 0));
  });

  it("each bank total is the sum of its ledger, with day balances, a compensation and money payments", async () => {
    const { personLedger, bankTotal } = await import('@colabora/functions/modules/timeclock/ledger');
    const kinds = new Set<string>();
    for (const email of EMPLOYEES) {
      const { id } = person(email);
      const lines = await personLedger(companyId, id);
      lines.forEach((line) => kinds.add(line.kind));
      expect(await bankTotal(companyId, id), email).toBe(lines.reduce((total, line) => total + line.minutes, 0));
    }
    expect([...kinds].sort()).toEqual(['COMPENSATION_PAYMENT', 'DAY_BALANCE', 'MONEY_PAYMENT']);
  });
});

describe('demo vacations (issue 24: FÉRIAS)', () => {
  it('periods falling due soon, a split vacation and art. 130 absences, most urgent first', async () => {
    const hr = await invoke<SignInAnswer>('signIn', { body: { email: 'rh@demo.com.br', password: 'Demo@2026' } });
    const answer = await invoke<VacationListItem[]>('listVacations', { token: hr.body.token, params: { companyId: hr.body.user.company._id } });
    expect(answer.status, answer.raw).toBe(200);
    const byName = new Map(answer.body.map((item) => [item.fullName, item]));
    const periods = (name: string) => byName.get(name)?.vacation.periods ?? [];
    // Rafael took his first period whole; the second falls due within 60 days (art. 137); the running one has six
    // open absences (the seventh has an approved certificate): 24 days (art. 130 II).
    expect(periods('Rafael Moreira Santos')).toMatchObject([
      { takenDays: 30, balanceDays: 0, alert: null },
      { takenDays: 0, balanceDays: 30, alert: 'dueSoon' },
      { acquired: false, absences: 6, daysDue: 24 },
    ]);
    // Fernanda's first period, due within 60 days, split in two scheduled parts (art. 134 §1).
    expect(periods('Fernanda Lima Rocha')[0]).toMatchObject({ daysDue: 30, takenDays: 0, scheduledDays: 24, balanceDays: 6, alert: 'dueSoon' });
    expect(byName.get('Fernanda Lima Rocha')?.vacation.upcoming.map((each) => each.days)).toEqual([14, 10]);
    // The two with a deadline come first.
    expect(answer.body.slice(0, 2).map((item) => item.fullName).sort()).toEqual(['Fernanda Lima Rocha', 'Rafael Moreira Santos']);
  });
});
