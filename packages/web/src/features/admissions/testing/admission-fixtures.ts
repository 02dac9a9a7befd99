import type { AdmissionListItem } from '@colabora/core/admission/contract';
import type { Department } from '@colabora/core/department/schema';
import type { JobRole } from '@colabora/core/job-role/schema';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/** Tests run on 10/03/2026 (America/Sao_Paulo), so 'past' and 'future' days stay fixed. */
export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00-03:00'));
}

export const LONG_NAME = 'Carla Cristina Albuquerque de Medeiros Vasconcelos';

export const ADMISSIONS: AdmissionListItem[] = [
  {
    _id: 'u-1',
    fullName: 'Daniela Rocha',
    email: 'daniela@exemplo.com.br',
    admissionDate: '2026-03-20',
    limitDate: '2026-03-01',
    percentageFilled: 40,
    disabled: true,
  },
  {
    _id: 'u-2',
    fullName: 'Bruno Lima',
    email: 'bruno@exemplo.com.br',
    admissionDate: '2026-04-01',
    limitDate: '2026-03-25',
    percentageFilled: 0,
    disabled: false,
  },
  {
    _id: 'u-3',
    fullName: LONG_NAME,
    email: 'carla@exemplo.com.br',
    admissionDate: '2026-03-15',
    limitDate: '2026-03-12',
    percentageFilled: 100,
    disabled: false,
  },
];

export const JOB_ROLES: JobRole[] = [
  { _id: 'j-2', code: 2, name: 'Motorista', baseSalary: 250050, toxicologicalExam: true, totalEmployees: 0, company: 'c-1' },
  { _id: 'j-1', code: 1, name: 'Analista', baseSalary: 450000, toxicologicalExam: false, totalEmployees: 2, company: 'c-1' },
];

export const DEPARTMENTS: Department[] = [
  { _id: 'd-1', code: 1, name: 'Financeiro', totalEmployees: 3, company: 'c-1' },
  { _id: 'd-2', code: 2, name: 'Vendas', totalEmployees: 0, company: 'c-1' },
];

/** Replaces what a date field shows: the picker takes typing once focus enters the field anew. */
export async function retype(user: UserEvent, input: HTMLElement, digits: string) {
  await user.clear(input);
  await user.tab();
  await user.type(input, digits);
}
