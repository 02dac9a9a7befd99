import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { JOB_ROLE_SHEET } from './sheet';

const parse = JOB_ROLE_SHEET.parse;

describe('job-role import rows', () => {
  it('a full row becomes the form input, salary in centavos', () => {
    expect(parse({ name: ' Motorista ', baseSalary: 3200.5, toxicologicalExam: 'Sim' })).toEqual({
      ok: true,
      input: { name: 'Motorista', baseSalary: 320050, toxicologicalExam: true },
    });
    expect(parse({ name: 'Caixa', baseSalary: 'R$ 1.518,00', toxicologicalExam: null })).toEqual({
      ok: true,
      input: { name: 'Caixa', baseSalary: 151800, toxicologicalExam: false },
    });
  });

  it('refuses rows the form would refuse, naming the column', () => {
    expect(parse({ name: null, baseSalary: 1000, toxicologicalExam: 'Não' })).toEqual({
      ok: false,
      reason: 'Nome: Campo obrigatório',
    });
    expect(parse({ name: 'Caixa', baseSalary: null, toxicologicalExam: 'Não' })).toEqual({
      ok: false,
      reason: 'Salário base: Campo obrigatório',
    });
    expect(parse({ name: 'Caixa', baseSalary: 0, toxicologicalExam: 'Não' })).toEqual({
      ok: false,
      reason: 'Salário base: Campo obrigatório',
    });
    expect(parse({ name: 'x'.repeat(101), baseSalary: 10, toxicologicalExam: null })).toEqual({
      ok: false,
      reason: 'Nome: Máximo 100 caracteres',
    });
    expect(parse({ name: 'Caixa', baseSalary: 200_000_000, toxicologicalExam: null })).toEqual({
      ok: false,
      reason: 'Salário base: Valor invalido',
    });
  });

  it('explains unreadable cells', () => {
    expect(parse({ name: 'Caixa', baseSalary: 'mil', toxicologicalExam: null })).toEqual({
      ok: false,
      reason: `Salário base: ${SERVER_MSG.sheetInvalidValue}`,
    });
    expect(parse({ name: 'Caixa', baseSalary: 1000, toxicologicalExam: 'talvez' })).toEqual({
      ok: false,
      reason: `Exame toxicológico: ${SERVER_MSG.sheetYesOrNo}`,
    });
  });
});
