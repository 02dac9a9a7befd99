import { initialSteps } from '@colabora/core/admission/steps';
import { randomUUID } from 'node:crypto';
import { experienceDates } from '@colabora/core/admission/experience-period';
import type { CompanyAddress } from '@colabora/core/company/schema';
import type { Role } from '@colabora/core/enums';
import { createCompanyRecord } from '@colabora/functions/modules/company/company-records';
import { createCatalogItem } from '@colabora/functions/modules/catalog/create-item';
import { db } from '@colabora/functions/db/service';
import { departments } from '@colabora/functions/lambdas/department/store';
import { jobRoles } from '@colabora/functions/lambdas/job-role/store';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { stateTimeZone } from '@colabora/core/company/time-zone';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { hashPassword } from '@colabora/functions/lib/password';
import { newInvitePart } from '@colabora/functions/modules/admission/invite-records';
import { createUser, type CompanionParts } from '@colabora/functions/modules/person/records';
import { now } from '@colabora/functions/lib/clock';
import { DEMO_TIME_CLOCK } from './demo-time-clock';
import { historyFirstDay, seedTimeClock } from './seed-time-clock';
import { atServerTime } from './dev-clock';
import { seedVacations } from './demo-vacation';
import { NEW_SCALE_WEEK } from '@colabora/core/workday/rules';
import { newJourneySchema } from '@colabora/core/workday/schema';
import { createJourney } from '@colabora/functions/modules/workday/journey-writes';
import { cpfOnlyDocuments, type NewUser, type UserRecord } from '@colabora/functions/db/entities/user';

// Demo data for the local runtime, written through the same store code the handlers use: people through
// createUser, whose transaction also counts them on their job role, department and journey (Total de colaboradores),
// so never write user items directly here; the employees' two months of time clock through the punch, settle,
// request and ledger functions (seed-time-clock.ts, demo-time-clock.ts). Runs only when the table holds no company
// yet (never in an AWS stage: only the local runtime calls it).

const DEMO_PASSWORD = 'Demo@2026';
const DEMO = 'Empresa Demonstração';
const OTHER = 'Outra Empresa Ltda';

export interface DemoAccount {
  email: string;
  password: string;
  role: Role;
  company: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.com.br', password: DEMO_PASSWORD, role: 'ADMINISTRATOR_COMPANY', company: DEMO },
  { email: 'rh@demo.com.br', password: DEMO_PASSWORD, role: 'HUMAN_RESOURCES_MANAGMENT', company: DEMO },
  { email: 'colaborador@demo.com.br', password: DEMO_PASSWORD, role: 'EMPLOYEE', company: DEMO },
  { email: 'candidato@demo.com.br', password: DEMO_PASSWORD, role: 'ADMISSION_PROCESS', company: DEMO },
  { email: 'admin@outra.com.br', password: DEMO_PASSWORD, role: 'ADMINISTRATOR_COMPANY', company: OTHER },
];

interface CompanyPlan {
  name: string;
  /** 14 characters without the mask; the second company's is one of the alphanumeric CNPJs issued since 2026. */
  cnpj: string;
  address: CompanyAddress;
  /** Name, monthly base salary in centavos, toxicological exam. */
  jobRoles: [string, number, boolean][];
  departments: string[];
  /** The journeys (what the wizard sends), made through its rules. */
  journeys: unknown[];
  /** `journey`: the name of the journey of the person's hiring data (a candidate has none yet). */
  people: {
    email: string;
    fullName: string;
    role: Role;
    jobRole: string;
    department: string;
    admittedDaysAgo: number;
    journey?: string;
    /** The CPF of the documents step (11 digits): the time clock keeps it with each punch. */
    cpf?: string;
  }[];
}

/** DETALHES DA JORNADA of the demo journeys: 10-minute tolerances, up to 2 extra hours a day. */
const JOURNEY_DETAILS = {
  pointType: 'Normal',
  intervalCompensation: 'noCompensation',
  entryDelayTime: 10,
  breakDelayTime: 10,
  anticipationExitTime: 10,
  breakAnticipationTime: 10,
  limited: false,
  extraHourPerDay: 120,
};

/** A 5x2 office day of 44 h, a 6x1 retail day and a 12/36 night shift (its exit and totals come from the scale). */
const DEMO_JOURNEYS = [
  {
    ...JOURNEY_DETAILS,
    name: 'Comercial 44h',
    scaleType: '5x2',
    holidays: true,
    standardWeekScale: { ...NEW_SCALE_WEEK, isEqualTime: true, standardTime: { enterTime: '08:00', exitTime: '17:48', mainBreak: 60 } },
    numberOfBreaks: '1Breaks',
    breaks: [{ id: 'cafe', description: 'Café', time: 15, start: '15:00' }],
  },
  {
    ...JOURNEY_DETAILS,
    name: 'Loja 6x1',
    pointType: 'Banco de Horas',
    scaleType: '6x1',
    holidays: false,
    standardWeekScale: {
      ...NEW_SCALE_WEEK,
      isSaturday: true,
      isEqualTime: true,
      standardTime: { enterTime: '10:00', exitTime: '18:20', mainBreak: 60 },
    },
    numberOfBreaks: '0Breaks',
    breaks: [],
  },
  {
    ...JOURNEY_DETAILS,
    name: 'Escala 12x36',
    scaleType: '12/36',
    holidays: true,
    standardDayScale: { standardDay: { enterTime: '19:00', exitTime: '', mainBreak: 60 } },
    numberOfBreaks: '1Breaks',
    breaks: [{ id: 'lanche', description: 'Lanche', time: 15, start: '02:00' }],
  },
];

const PLANS: CompanyPlan[] = [
  {
    name: DEMO,
    cnpj: '11222333000181',
    address: {
      cep: '01310100',
      publicPlace: 'Avenida Paulista',
      number: '1000',
      complement: '10º andar',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    jobRoles: [
      ['Analista de Recursos Humanos', 4_800_00, false],
      ['Assistente Comercial', 2_600_00, false],
      ['Gerente Administrativo', 9_500_00, false],
      ['Motorista de Entregas', 3_100_00, true],
      ['Auxiliar de Limpeza', 1_650_00, false],
    ],
    departments: ['Recursos Humanos', 'Comercial', 'Administrativo', 'Logística'],
    journeys: DEMO_JOURNEYS,
    people: [
      {
        email: 'admin@demo.com.br',
        cpf: '12345678062',
        fullName: 'Mariana Albuquerque Costa',
        role: 'ADMINISTRATOR_COMPANY',
        jobRole: 'Gerente Administrativo',
        department: 'Administrativo',
        admittedDaysAgo: 900,
        journey: 'Comercial 44h',
      },
      {
        email: 'rh@demo.com.br',
        cpf: '23456789173',
        fullName: 'Carlos Eduardo Ribeiro',
        role: 'HUMAN_RESOURCES_MANAGMENT',
        jobRole: 'Analista de Recursos Humanos',
        department: 'Recursos Humanos',
        admittedDaysAgo: 400,
        journey: 'Comercial 44h',
      },
      {
        email: 'colaborador@demo.com.br',
        cpf: '34567891228',
        fullName: 'João Pedro da Silva',
        role: 'EMPLOYEE',
        jobRole: 'Assistente Comercial',
        department: 'Comercial',
        admittedDaysAgo: 20,
        journey: 'Loja 6x1',
      },
      // More of the active staff, so Ativos shows a real list: one in experience, two hired.
      {
        email: 'luciana@demo.com.br',
        cpf: '45678912364',
        fullName: 'Luciana Ferreira Alves',
        role: 'EMPLOYEE',
        jobRole: 'Assistente Comercial',
        department: 'Comercial',
        admittedDaysAgo: 45,
        journey: 'Loja 6x1',
      },
      {
        email: 'rafael@demo.com.br',
        cpf: '56789123482',
        fullName: 'Rafael Moreira Santos',
        role: 'EMPLOYEE',
        jobRole: 'Motorista de Entregas',
        department: 'Logística',
        // Almost three years: his second vacation period falls due within weeks (demo-vacation.ts).
        admittedDaysAgo: 1_050,
        journey: 'Escala 12x36',
      },
      {
        email: 'fernanda@demo.com.br',
        cpf: '67891234582',
        fullName: 'Fernanda Lima Rocha',
        role: 'EMPLOYEE',
        jobRole: 'Auxiliar de Limpeza',
        department: 'Administrativo',
        admittedDaysAgo: 700,
        journey: 'Comercial 44h',
      },
      {
        // A candidate in admission with an invite, as POST /api/users/employee leaves one: signs in at
        // /admission-process (POST /api/invite/auth) with the demo password instead of an e-mailed one.
        email: 'candidato@demo.com.br',
        fullName: 'Ana Beatriz Souza',
        role: 'ADMISSION_PROCESS',
        jobRole: 'Motorista de Entregas',
        department: 'Logística',
        admittedDaysAgo: -15,
      },
    ],
  },
  {
    name: OTHER,
    cnpj: '12ABC34501DE35',
    address: {
      cep: '20011000',
      publicPlace: 'Rua da Assembleia',
      number: '10',
      complement: null,
      neighborhood: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ',
    },
    jobRoles: [
      ['Desenvolvedor de Software', 8_000_00, false],
      ['Analista de Suporte', 3_900_00, false],
      ['Coordenador de Projetos', 11_000_00, false],
    ],
    departments: ['Tecnologia', 'Suporte', 'Projetos'],
    journeys: [],
    people: [
      {
        email: 'admin@outra.com.br',
        fullName: 'Ricardo Nogueira Lima',
        role: 'ADMINISTRATOR_COMPANY',
        jobRole: 'Coordenador de Projetos',
        department: 'Projetos',
        admittedDaysAgo: 700,
      },
    ],
  },
];

async function seedCompany(plan: CompanyPlan, at: Date): Promise<void> {
  // The company's day on the zone its state gives it (createCompanyRecord, issue 22 §6).
  const clock = zonedClock(stateTimeZone(plan.address.state));
  const today = clock.today(at);
  const companyId = randomUUID();
  // The company's and its employees' AFD records (types 2 and 5 'I') are made by these writes, dated by the server's
  // clock: at the start of the history written after them (an employee admitted since is included ahead of it), so
  // that NSRs follow the clock, as the AFD's search by day reads them (afd-export.ts).
  const includedAt = clock.instantAt(historyFirstDay(today), '00:00');
  await atServerTime(includedAt, () => createCompanyRecord({ id: companyId, name: plan.name, cnpj: plan.cnpj, address: plan.address }));
  const roleIds = new Map<string, string>();
  for (const [name, baseSalary, toxicologicalExam] of plan.jobRoles) {
    const doc = await createCatalogItem(jobRoles, companyId, { name, baseSalary, toxicologicalExam });
    roleIds.set(name, doc._id);
  }
  const departmentIds = new Map<string, string>();
  for (const name of plan.departments) {
    departmentIds.set(name, (await createCatalogItem(departments, companyId, { name }))._id);
  }
  const journeys = new Map<string, string>();
  for (const journey of plan.journeys) {
    const created = await createJourney(companyId, newJourneySchema.parse(journey));
    journeys.set(created.name, created._id);
  }
  const people: UserRecord[] = [];
  for (const person of plan.people) {
    const admissionDate = addCalendarDays(today, -person.admittedDaysAgo);
    const candidate = person.role === 'ADMISSION_PROCESS';
    // A candidate's experience period starts only at activation.
    const jobRoleId = roleIds.get(person.jobRole);
    const baseSalary = plan.jobRoles.find(([name]) => name === person.jobRole)?.[1] ?? 0;
    const offer = { regime: 'CLT', hasStandardSalary: true, salary: baseSalary, vt: 220_00, va: 0, vr: 600_00 } as const;
    const period = candidate ? undefined : experienceDates(admissionDate, '30/60');
    const workday = person.journey && { workday: journeys.get(person.journey), workdayName: person.journey };
    const hiringData = period && { ...offer, ...period, ...workday };
    const inExperience = period !== undefined && period.endOfSecondPeriod >= today;
    const inviteId = randomUUID();
    const admission: Partial<NewUser> = candidate
      ? {
          phone: '11987654321',
          limitDate: addCalendarDays(admissionDate, 5),
          percentageFilled: 0,
          steps: initialSteps(),
          disabled: false,
          inviteId,
          hiringData: offer,
        }
      : {};
    const invite: CompanionParts = (tx, userId) => (candidate ? [newInvitePart(tx, companyId, inviteId, userId)] : []);
    const user: NewUser = {
      companyId,
      email: person.email,
      fullName: person.fullName,
      role: person.role,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      deactivated: false,
      statusActive: candidate ? 'PENDING' : inExperience ? 'WORK_EXPERIENCE' : 'HIRED',
      admissionDate,
      jobRoleId,
      departmentId: departmentIds.get(person.department),
      hiringData,
      ...(person.cpf && { documents: cpfOnlyDocuments(person.cpf) }),
      // Activation asks whether the time clock is on (admission-files/activate-user.ts): on for the demo's employees.
      ...(person.role === 'EMPLOYEE' && { recordPoints: true }),
      ...admission,
    };
    const create = () => createUser(user, invite);
    people.push(await (user.recordPoints ? atServerTime(includedAt, create) : create()));
  }
  await seedTimeClock(people, DEMO_TIME_CLOCK, at);
  await seedVacations(people, today);
}

/** Seeds both demo companies when the table has none; true when it seeded. */
export async function seedDemo(): Promise<boolean> {
  const { data } = await db.entities.company.query.companies({}).go({ limit: 1 });
  if (data.length > 0) return false;
  // The server's clock (shifted locally by COLABORA_CLOCK_OFFSET_MINUTES): the time-clock history ends the day before.
  const at = now();
  for (const plan of PLANS) await seedCompany(plan, at);
  return true;
}
