import { describe, expect, it } from 'vitest';
import { jobRoleInputSchema } from '../job-role/schema';
import { MAX_MONEY_CENTAVOS } from '../money';
import * as z from 'zod/mini';
import {
  ADMISSION_LIST_MSG,
  EMAIL_PATTERN,
  INVITE_MSG,
  NEW_COLLABORATOR_INITIAL_VALUES,
  NEW_COLLABORATOR_MSG,
  inviteStateLabel,
  isCalendarDay,
  newCollaboratorBodySchema,
  newCollaboratorFormSchema,
  phoneDigits,
  toNewCollaboratorBody,
  type NewCollaboratorForm,
} from './new-collaborator';

const validForm: NewCollaboratorForm = {
  fullName: 'Ana Lúcia Souza',
  email: 'ana@exemplo.com.br',
  phone: '(11) 98765-4321',
  jobRole: 'jr-1',
  department: 'dp-1',
  hasVt: true,
  hasVa: false,
  hasVr: false,
  hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 350000, vt: 22000, va: 0, vr: 0 },
  admissionDate: '2030-03-01',
  limitDate: '2030-02-20',
};
const validAdmission = { ...validForm, limitDate: '2030-03-01' };

type Issue = { path: PropertyKey[]; message: string };
function messages(result: { success: boolean; error?: { issues: Issue[] } }): Record<string, string> {
  const byPath: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byPath[issue.path.map(String).join('.')] ??= issue.message;
  return byPath;
}
const formErrors = (value: unknown) => messages(newCollaboratorFormSchema.safeParse(value));

describe('new-collaborator form (spec 001 §5)', () => {
  it('accepts a complete form and keeps only the phone digits', () => {
    const result = newCollaboratorFormSchema.safeParse(validAdmission);
    expect(result.success).toBe(true);
    expect(result.data?.phone).toBe('11987654321');
  });

  it('asks for every required field of the empty form', () => {
    expect(formErrors(NEW_COLLABORATOR_INITIAL_VALUES)).toEqual({
      fullName: 'Campo obrigatório',
      email: 'Campo obrigatório',
      phone: 'Campo obrigatório',
      jobRole: 'Campo obrigatório',
      department: 'Campo obrigatório',
      hasVt: 'Campo obrigatório',
      hasVa: 'Campo obrigatório',
      hasVr: 'Campo obrigatório',
      'hiringData.regime': 'Campo obrigatório',
      'hiringData.hasStandardSalary': 'Campo obrigatório',
      admissionDate: 'Data inválida',
      limitDate: 'Data inválida',
    });
  });

  it('accepts letters only in the name', () => {
    expect(formErrors({ ...validAdmission, fullName: 'Ana 2' }).fullName).toBe('Somente letras são aceitas');
    expect(formErrors({ ...validAdmission, fullName: "Ana D'Ávila Souza-Lima" }).fullName).toBeUndefined();
  });

  it('checks the e-mail with zod\'s own pattern', () => {
    const samples = ['ana@exemplo.com.br', "o'hara+rh@a-b.co", 'a.b@c', 'a..b@c.com', '.a@b.com', 'a@b.c', 'a@-b.com', 'a b@c.com'];
    expect(samples.map((s) => EMAIL_PATTERN.test(s))).toEqual(samples.map((s) => z.regexes.email.test(s)));
    expect(formErrors({ ...validAdmission, email: 'ana@' }).email).toBe('E-mail inválido');
  });

  it('takes phones of 10 to 13 digits', () => {
    expect(formErrors({ ...validAdmission, phone: '(11) 8765-432' }).phone).toBe('Telefone inválido');
    expect(formErrors({ ...validAdmission, phone: '55 11 98765-43210' }).phone).toBe('Telefone inválido');
    expect(formErrors({ ...validAdmission, phone: '1187654321' }).phone).toBeUndefined();
    expect(formErrors({ ...validAdmission, phone: '5511987654321' }).phone).toBeUndefined();
  });

  it('requires a non-zero salary unless the standard salary is used', () => {
    const zero = { ...validAdmission, hiringData: { ...validAdmission.hiringData, salary: 0 } };
    expect(formErrors(zero)['hiringData.salary']).toBe('Valor invalido');
    const standard = { ...zero, hiringData: { ...zero.hiringData, hasStandardSalary: true } };
    expect(newCollaboratorFormSchema.safeParse(standard).success).toBe(true);
  });

  it('requires a non-zero allowance when its flag is yes, and accepts 0 when no', () => {
    const noVt = { ...validAdmission, hiringData: { ...validAdmission.hiringData, vt: 0 } };
    expect(formErrors(noVt)['hiringData.vt']).toBe('Valor invalido');
    expect(newCollaboratorFormSchema.safeParse({ ...noVt, hasVt: false }).success).toBe(true);
    const va = { ...validAdmission, hasVa: true, hasVr: true };
    expect(formErrors(va)).toEqual({ 'hiringData.va': 'Valor invalido', 'hiringData.vr': 'Valor invalido' });
  });

  it('shares one cap with the job role base salary: R$ 1.000.000,00', () => {
    const at = (salary: number) => ({ ...validAdmission, hiringData: { ...validAdmission.hiringData, salary } });
    expect(formErrors(at(MAX_MONEY_CENTAVOS))['hiringData.salary']).toBeUndefined();
    expect(formErrors(at(MAX_MONEY_CENTAVOS + 1))['hiringData.salary']).toBe('Valor invalido');
    const role = (baseSalary: number) => jobRoleInputSchema.safeParse({ name: 'Analista', baseSalary, toxicologicalExam: false });
    expect(role(MAX_MONEY_CENTAVOS).success).toBe(true);
    expect(role(MAX_MONEY_CENTAVOS + 1).error?.issues[0]?.message).toBe('Valor invalido');
  });

  it('refuses negative or fractional amounts', () => {
    const negative = { ...validAdmission, hiringData: { ...validAdmission.hiringData, vt: -1 } };
    expect(formErrors(negative)['hiringData.vt']).toBe('Valor invalido');
    const fraction = { ...validAdmission, hiringData: { ...validAdmission.hiringData, salary: 10.5 } };
    expect(formErrors(fraction)['hiringData.salary']).toBe('Valor invalido');
  });

  it('requires the dates and their format', () => {
    expect(formErrors({ ...validAdmission, admissionDate: '' }).admissionDate).toBe('Data inválida');
    expect(formErrors({ ...validAdmission, admissionDate: '01/03/2030' }).admissionDate).toBe('Formato de data inválido');
    expect(formErrors({ ...validAdmission, limitDate: '2030-02-30' }).limitDate).toBe('Formato de data inválido');
  });

  it('refuses a limit date before the admission date', () => {
    expect(formErrors(validForm).limitDate).toBe('A data de admissão não pode ser maior que o preenchimento.');
  });

  it('never breaks on missing or malformed parts', () => {
    for (const value of [undefined, null, 'x', {}, { hiringData: null }, { hiringData: {} }, { company: 'c' }]) {
      expect(newCollaboratorFormSchema.safeParse(value).success).toBe(false);
      expect(newCollaboratorBodySchema.safeParse(value).success).toBe(false);
    }
    expect(formErrors({ ...validAdmission, hiringData: undefined })).toEqual({ hiringData: 'Campo obrigatório' });
  });

  it('shows cross-field messages together with the others', () => {
    const errors = formErrors({ ...validForm, fullName: '', hasVa: true });
    expect(errors).toEqual({
      fullName: 'Campo obrigatório',
      limitDate: 'A data de admissão não pode ser maior que o preenchimento.',
      'hiringData.va': 'Valor invalido',
    });
  });
});

describe('POST /api/users/employee body (spec 001 §7)', () => {
  const body = toNewCollaboratorBody(newCollaboratorFormSchema.parse({ ...validAdmission, hasVt: false }), 'co-1');

  it('drops the flags, zeroes the allowances answered no and adds the company', () => {
    expect(body).toEqual({
      fullName: 'Ana Lúcia Souza',
      email: 'ana@exemplo.com.br',
      phone: '11987654321',
      jobRole: 'jr-1',
      department: 'dp-1',
      hiringData: { regime: 'CLT', hasStandardSalary: false, salary: 350000, vt: 0, va: 0, vr: 0 },
      admissionDate: '2030-03-01',
      limitDate: '2030-03-01',
      company: 'co-1',
    });
    expect(newCollaboratorBodySchema.safeParse(body).success).toBe(true);
  });

  it('applies the same rules and messages as the form', () => {
    const errors = messages(
      newCollaboratorBodySchema.safeParse({
        ...body,
        company: '',
        email: 'X@Y',
        limitDate: '2030-01-01',
        hiringData: { ...body.hiringData, salary: 0 },
      }),
    );
    expect(errors).toEqual({
      company: 'Campo obrigatório',
      email: 'E-mail inválido',
      limitDate: 'A data de admissão não pode ser maior que o preenchimento.',
      'hiringData.salary': 'Valor invalido',
    });
  });

  it('lower-cases the e-mail', () => {
    expect(newCollaboratorBodySchema.parse({ ...body, email: 'Ana@Exemplo.com.BR' }).email).toBe('ana@exemplo.com.br');
  });

  it('refuses another regime', () => {
    const errors = messages(newCollaboratorBodySchema.safeParse({ ...body, hiringData: { ...body.hiringData, regime: '5x2' } }));
    expect(errors['hiringData.regime']).toBe('Campo obrigatório');
  });
});

describe('rules and texts', () => {
  it('tells real calendar days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-2-9')).toBe(false);
  });

  it('keeps the phone digits', () => {
    expect(phoneDigits('+55 (11) 9 8765-4321')).toBe('5511987654321');
  });

  it('labels the invite state', () => {
    expect(inviteStateLabel({ disabled: true, percentageFilled: 40 })).toBe('Expirado');
    expect(inviteStateLabel({ disabled: false, percentageFilled: 0 })).toBe('Enviado');
    expect(inviteStateLabel({ disabled: false, percentageFilled: 20 })).toBe('Aberto');
  });

  it('keeps the spec texts verbatim', () => {
    expect(NEW_COLLABORATOR_MSG).toMatchObject({
      title: 'ADICIONAR NOVO COLABORADOR',
      created: 'Colaborador cadastrado!',
      createFailed: 'Não foi possível cadastrar o colaborador',
      invitesSent: 'Convites enviados com sucesso',
    });
    expect(ADMISSION_LIST_MSG).toMatchObject({
      empty: 'Nenhum colaborador encontrado!',
      fetchFailed: 'Não foi possível buscar os colaboradores',
      removeFailed: 'Falha ao remover usuários',
      removed: 'Operação realizada com sucesso',
      dateChanged: 'Data alterada com sucesso!',
      dateChangeFailed: 'Não foi possível alterar a data.',
      passwordReset: 'Senha resetada com sucesso',
      passwordResetFailed: 'Não foi possível resetar a senha.',
      resetEmailRequired: 'Email obrigatório',
    });
    expect(INVITE_MSG).toEqual({
      title: 'PROCESSO DE ADMISSÃO',
      admissionConcluded: 'Processo de admissão já finalizado',
      passwordRequired: 'Senha incorreta',
    });
  });
});
