import { randomUUID } from 'node:crypto';
import type { NewCollaboratorBody } from '@colabora/core/admission/new-collaborator';
import { createCatalogItem } from '../modules/catalog/create-item';
import { departments } from '../lambdas/department/store';
import { jobRoles } from '../lambdas/job-role/store';
import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { createCompany, createPerson, TEST_COMPANY_CLOCK, type TestCompany } from './fixtures';

// Test data for the admission calls: a company with an HR person, a job role and a department.

export interface AdmissionWorld {
  company: TestCompany;
  hr: { id: string; token: string };
  jobRole: { _id: string; name: string; baseSalary: number };
  department: { _id: string; name: string };
}

export async function admissionWorld(): Promise<AdmissionWorld> {
  const company = await createCompany();
  const [hr, jobRole, department] = await Promise.all([
    createPerson(company.id, { role: 'HUMAN_RESOURCES_MANAGMENT' }),
    createCatalogItem(jobRoles, company.id, { name: `Motorista ${randomUUID().slice(0, 6)}`, baseSalary: 310000, toxicologicalExam: true }),
    createCatalogItem(departments, company.id, { name: `Logística ${randomUUID().slice(0, 6)}` }),
  ]);
  return { company, hr, jobRole, department };
}

/** A fresh, unique e-mail for a candidate. */
export const candidateEmail = () => `candidato-${randomUUID()}@teste.com.br`;

/** A day relative to today on the test companies' clock. */
export const dayFromToday = (days: number) => addCalendarDays(TEST_COMPANY_CLOCK.today(), days);

export function collaboratorBody(world: AdmissionWorld, overrides: Partial<NewCollaboratorBody> = {}): NewCollaboratorBody {
  return {
    fullName: 'Ana Beatriz Souza',
    email: candidateEmail(),
    phone: '(11) 98765-4321',
    jobRole: world.jobRole._id,
    department: world.department._id,
    hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 350000, vt: 22000, va: 0, vr: 60000 },
    admissionDate: dayFromToday(20),
    limitDate: dayFromToday(30),
    company: world.company.id,
    ...overrides,
  };
}
