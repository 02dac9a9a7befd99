import { describe, expect, it } from 'vitest';
import { jobRoleInputSchema } from '@colabora/core/job-role/schema';
import { zodValidate } from './zod-formik';

describe('zodValidate', () => {
  const validate = zodValidate(jobRoleInputSchema);

  it('maps each field to its first message', () => {
    expect(validate({ name: '', baseSalary: 0, toxicologicalExam: false })).toEqual({
      name: 'Campo obrigatório',
      baseSalary: 'Campo obrigatório',
    });
  });

  it('answers no errors for valid values', () => {
    expect(validate({ name: 'Analista', baseSalary: 350000, toxicologicalExam: true })).toEqual({});
  });
});
