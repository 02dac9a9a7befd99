import { expect, it } from 'vitest';
import { jobRoleInputSchema } from '@colabora/core/job-role/schema';
import { MSG } from '@colabora/core/messages';
import { JOB_ROLE_SHEET } from '../../lambdas/job-role/sheet';
import { rowInput } from './row-input';

it('names every problem of a row, each with its column, not only the first', () => {
  const parsed = rowInput(jobRoleInputSchema, JOB_ROLE_SHEET.fields, { name: '', baseSalary: null, toxicologicalExam: false });
  expect(parsed).toEqual({ ok: false, reason: `Nome: ${MSG.required}; Salário base: ${MSG.required}` });
});
