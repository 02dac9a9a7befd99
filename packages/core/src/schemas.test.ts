import { describe, expect, it } from 'vitest';
import { signInSchema } from './auth/schema';
import { departmentInputSchema } from './department/schema';
import { jobRoleInputSchema } from './job-role/schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('sign-in schema (spec 000 §5)', () => {
  it('requires the e-mail', () => {
    expect(firstMessage(signInSchema.safeParse({ email: '', password: 'x' }))).toBe('Campo obrigatório');
  });
  it('requires a valid e-mail', () => {
    expect(firstMessage(signInSchema.safeParse({ email: 'rh@', password: 'x' }))).toBe('Endereço de e-mail inválido');
  });
  it('requires the password', () => {
    expect(firstMessage(signInSchema.safeParse({ email: 'rh@demo.com.br', password: '' }))).toBe('Digite uma senha');
  });
});

describe('job role schema (spec 001 §5)', () => {
  it('requires name and base salary', () => {
    const result = jobRoleInputSchema.safeParse({ name: ' ', baseSalary: 0 });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Campo obrigatório', 'Campo obrigatório']);
  });
  it('takes centavos and defaults the toxicological exam to false', () => {
    expect(jobRoleInputSchema.parse({ name: 'Analista', baseSalary: 350000 })).toEqual({
      name: 'Analista',
      baseSalary: 350000,
      toxicologicalExam: false,
    });
  });
});

describe('department schema (spec 002 §5.7)', () => {
  it('requires the name', () => {
    expect(firstMessage(departmentInputSchema.safeParse({ name: '' }))).toBe('Nome do departamento obrigatório');
    expect(firstMessage(departmentInputSchema.safeParse({}))).toBe('Nome do departamento obrigatório');
  });
});
