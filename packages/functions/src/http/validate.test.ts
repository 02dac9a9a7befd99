import { isHttpError } from './http-error';
import { SERVER_MSG } from '@colabora/core/messages';
import { describe, expect, it } from 'vitest';
import { jobRoleBodySchema } from '@colabora/core/job-role/schema';
import { departmentInputSchema } from '@colabora/core/department/schema';
import { parseInput } from './validate';

function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (isHttpError(error)) return { status: error.statusCode, message: error.message, errors: error.errors as unknown };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('input validation', () => {
  it('returns the parsed value', () => {
    expect(parseInput(departmentInputSchema, { name: '  Financeiro ' })).toEqual({ name: 'Financeiro' });
  });

  it('answers 400 with the schema message first and one message per field', () => {
    expect(failure(() => parseInput(departmentInputSchema, {}))).toEqual({
      status: 400,
      message: 'Nome do departamento obrigatório',
      errors: { name: 'Nome do departamento obrigatório' },
    });
    expect(failure(() => parseInput(jobRoleBodySchema, { name: '', baseSalary: 0, company: 'c' }))).toEqual({
      status: 400,
      message: 'Campo obrigatório',
      errors: { name: 'Campo obrigatório', baseSalary: 'Campo obrigatório' },
    });
  });

  it('speaks Portuguese for rules without a message of their own', () => {
    const { message } = failure(() => parseInput(jobRoleBodySchema, 'texto'));
    expect(message).toBe(SERVER_MSG.invalidInput);
  });
});
