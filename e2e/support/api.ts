import { app } from './app';
import { isoDay } from './days';

// Direct API calls for arranging data the journey under test does not walk through.

export interface Session {
  token: string;
  companyId: string;
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(new URL(path, app().appUrl), {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function apiSignIn(email: string, password = 'Demo@2026'): Promise<Session> {
  const answer = await call<{ token: string; user: { company: { _id: string } } }>('/api/auth', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return { token: answer.token, companyId: answer.user.company._id };
}

export function apiCreateJobRole(session: Session, name: string, baseSalary: number) {
  return call<{ _id: string; code: number }>('/api/job-role', {
    method: 'POST',
    token: session.token,
    body: JSON.stringify({ name, baseSalary, toxicologicalExam: false, company: session.companyId }),
  });
}

export function apiCreateDepartment(session: Session, name: string) {
  return call<{ _id: string; code: number }>('/api/department', {
    method: 'POST',
    token: session.token,
    body: JSON.stringify({ name, company: session.companyId }),
  });
}

/** A candidate registered by HR, as the new-collaborator form sends it. */
export function apiCreateCandidate(
  session: Session,
  person: { fullName: string; email: string; jobRole: string; department: string },
) {
  return call<{ _id: string }>('/api/users/employee', {
    method: 'POST',
    token: session.token,
    body: JSON.stringify({
      ...person,
      phone: '11987654321',
      hiringData: { regime: 'CLT', hasStandardSalary: true, salary: 0, vt: 0, va: 0, vr: 0 },
      admissionDate: isoDay(20),
      limitDate: isoDay(30),
      company: session.companyId,
    }),
  });
}

/** A name no other test uses, so journeys sharing one runtime never see each other's rows. */
export function unique(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
}
