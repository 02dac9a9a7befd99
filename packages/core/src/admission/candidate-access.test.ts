import { describe, expect, it } from 'vitest';
import { inviteSignInSchema } from '../invite/schema';
import { limitDateUpdateSchema, resetPasswordSchema } from '../users/schema';
import { emailConfirmSchema } from './email-confirm';
import { termsSchema } from './terms';
import { issuesByPath, messagesAt } from './testing/issues';

// The sign-in, reset and limit-date schemas live with their calls (invite/, users/); these tests pin the
// spec's messages for the admission flow.
describe('terms (spec 001 §5)', () => {
  it('must be ticked to go on', () => {
    expect(termsSchema.safeParse({ accepted: true }).success).toBe(true);
    expect(messagesAt(termsSchema.safeParse({ accepted: false }), 'accepted')).toEqual(['Para avançar concorde com os termos']);
    expect(messagesAt(termsSchema.safeParse({}), 'accepted')).toEqual(['Para avançar concorde com os termos']);
  });
});

describe('candidate login (spec 001 §5)', () => {
  it('requires e-mail and password', () => {
    expect(issuesByPath(inviteSignInSchema.safeParse({ email: ' ', password: '' }))).toEqual({
      email: ['Campo obrigatório'],
      password: ['Senha incorreta'],
    });
    expect(issuesByPath(inviteSignInSchema.safeParse({}))).toEqual({
      email: ['Campo obrigatório'],
      password: ['Senha incorreta'],
    });
  });
  it('compares e-mails without case or spaces', () => {
    expect(inviteSignInSchema.parse({ email: ' Ana@Exemplo.com.br ', password: 'x' }).email).toBe('ana@exemplo.com.br');
  });
});

describe('reset password (spec 001 §5)', () => {
  it('requires the e-mail', () => {
    expect(messagesAt(resetPasswordSchema.safeParse({ email: '', userId: 'u1' }), 'email')).toEqual(['Email obrigatório']);
    expect(messagesAt(resetPasswordSchema.safeParse({ userId: 'u1' }), 'email')).toEqual(['Email obrigatório']);
    expect(resetPasswordSchema.safeParse({ email: 'ana@exemplo.com.br', userId: 'u1' }).success).toBe(true);
  });
});

describe('limit date (spec 001 §5)', () => {
  it('requires a date in a valid format', () => {
    const at = (limitDate: unknown) => messagesAt(limitDateUpdateSchema.safeParse({ limitDate }), 'limitDate');
    expect(at('')).toEqual(['Data inválida']);
    expect(at(undefined)).toEqual(['Data inválida']);
    expect(at('31/12/2026')).toEqual(['Formato de data inválido']);
    expect(at('2026-12-31')).toEqual([]);
  });
});

describe('e-mail confirmation (spec 001 §5)', () => {
  it('requires a valid e-mail', () => {
    expect(messagesAt(emailConfirmSchema.safeParse({ email: '' }), 'email')).toEqual(['Campo obrigatório']);
    expect(messagesAt(emailConfirmSchema.safeParse({}), 'email')).toEqual(['Campo obrigatório']);
    expect(messagesAt(emailConfirmSchema.safeParse({ email: 'ana@exemplo' }), 'email')).toEqual(['E-mail inválido']);
    expect(emailConfirmSchema.parse({ email: 'Ana@Exemplo.com.br' }).email).toBe('ana@exemplo.com.br');
  });
});
