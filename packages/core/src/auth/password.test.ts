import { describe, expect, it } from 'vitest';
import { meetsPasswordRequirements } from './rules';
import { createPasswordSchema, PASSWORD_MSG } from './password';
import { issuesByPath, messagesAt } from '../admission/testing/issues';

const parse = (password: unknown, confirmPassword: unknown = password) =>
  createPasswordSchema.safeParse({ password, confirmPassword });

describe('create password (spec 001 §5)', () => {
  it('accepts 8 characters with lowercase, uppercase and a digit', () => {
    expect(parse('Abcdefg1').success).toBe(true);
  });

  it('requires both fields', () => {
    expect(issuesByPath(createPasswordSchema.safeParse({}))).toEqual({
      password: ['Campo obrigatório'],
      confirmPassword: ['Campo obrigatório'],
    });
    expect(issuesByPath(parse('', ''))).toEqual({
      password: ['Campo obrigatório'],
      confirmPassword: ['Campo obrigatório'],
    });
  });

  it('needs at least 8 characters', () => {
    expect(messagesAt(parse('Abcdef1'), 'password')).toEqual(['Mínimo 8 digitos']);
  });

  it('needs lowercase, uppercase and a digit', () => {
    expect(messagesAt(parse('abcdefg1'), 'password')).toEqual(['Fora dos requisitos']);
    expect(messagesAt(parse('ABCDEFG1'), 'password')).toEqual(['Fora dos requisitos']);
    expect(messagesAt(parse('Abcdefgh'), 'password')).toEqual(['Fora dos requisitos']);
    expect(meetsPasswordRequirements('Ção12345')).toBe(true);
  });

  it('bounds the length', () => {
    expect(parse(`Ab1${'x'.repeat(125)}`).success).toBe(true);
    expect(messagesAt(parse(`Ab1${'x'.repeat(126)}`), 'password')).toEqual([PASSWORD_MSG.tooLong]);
  });

  it('the confirmation must match', () => {
    expect(issuesByPath(parse('Abcdefg1', 'Abcdefg2'))).toEqual({ confirmPassword: ['Senhas diferentes'] });
    expect(issuesByPath(parse('abc', 'Abcdefg2'))).toEqual({
      password: ['Mínimo 8 digitos'],
      confirmPassword: ['Senhas diferentes'],
    });
  });

  it('keeps the dialog texts verbatim', () => {
    expect(PASSWORD_MSG).toMatchObject({
      created: 'SENHA CRIADA',
      signIn: 'FAZER LOGIN',
      createFailed: 'Não foi possível criar uma nova senha',
    });
  });
});
