import { describe, expect, it } from 'vitest';
import { brazilianDate } from '@colabora/core/ground/calendar-day';
import { inviteEmail } from './invite-email';

const input = {
  companyName: 'Empresa Demonstração',
  candidateName: 'Ana Beatriz Souza',
  appUrl: 'https://rh.empresa.com.br',
  firstPassword: 'Kp7m-X3rt-9Vwa',
  limitDate: '2030-03-15',
  kind: 'invite' as const,
};

describe('invite e-mail', () => {
  it('names the company in the subject', () => {
    expect(inviteEmail(input).subject).toBe('Empresa Demonstração: convite para o seu processo de admissão');
  });

  it('says, in plain text, who invites, until when, where to go and the first password', () => {
    expect(inviteEmail(input).text).toBe(
      [
        'Olá, Ana!',
        '',
        'A Empresa Demonstração convidou você para o processo de admissão digital.',
        'Preencha seus dados até 15/03/2030.',
        '',
        '1. Acesse https://rh.empresa.com.br/admission-process',
        '2. Entre com este e-mail e a senha de primeiro acesso: Kp7m-X3rt-9Vwa',
        '',
        'Guarde esta senha com cuidado e não a compartilhe. Depois de concluir a admissão você criará a sua própria senha.',
        '',
        'Equipe de Recursos Humanos — Empresa Demonstração',
      ].join('\n'),
    );
  });

  it('carries the same facts in HTML, with the link as a button', () => {
    const { html } = inviteEmail(input);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Olá, Ana!');
    expect(html).toContain('<a href="https://rh.empresa.com.br/admission-process"');
    expect(html).toContain('<strong>Kp7m-X3rt-9Vwa</strong>');
    expect(html).toContain('<strong>15/03/2030</strong>');
    expect(html).toContain('Empresa Demonstração');
  });

  it('escapes names in HTML', () => {
    const { html } = inviteEmail({ ...input, companyName: 'A & B <Ltda>', candidateName: "Zoë O'Hara" });
    expect(html).toContain('A &amp; B &lt;Ltda&gt;');
    expect(html).toContain('Olá, Zoë!');
    expect(html).not.toContain('<Ltda>');
  });

  it('tells a resent invite apart and says the old password no longer works', () => {
    const resent = inviteEmail({ ...input, kind: 'reset' });
    expect(resent.subject).toBe('Empresa Demonstração: nova senha de acesso ao seu processo de admissão');
    expect(resent.text).toContain('A senha anterior não vale mais.');
    expect(resent.text).toContain('Kp7m-X3rt-9Vwa');
  });

  it('writes days the Brazilian way', () => {
    expect(brazilianDate('2030-01-02')).toBe('02/01/2030');
  });
});
