import { describe, expect, it } from 'vitest';
import { cleanFileName, hasUnsafeCharacters, normalizeText } from './text';
import { requiredText } from './fields';
import { MSG, SERVER_MSG } from './messages';

it('drops accents, case and extra spaces so search and uniqueness ignore them', () => {
  expect(normalizeText('  Analista   de  Recursos Humanos ')).toBe('analista de recursos humanos');
  expect(normalizeText('Gestão Financeira')).toBe(normalizeText('GESTAO financeira'));
  expect(normalizeText('Ação')).toBe('acao');
});

describe('typed text: composed, and without invisible or control characters', () => {
  const name = requiredText(MSG.required);

  it('composes an accent typed as two characters', () => {
    expect(name.parse('  Joa\u0303o  ')).toBe('João');
  });

  it.each(['contrato\u202Efdp.exe', 'Ana\u200BPaula', 'Ana\u0000', 'An\uFEFFa', 'Ana\u2066x\u2069'])('refuses %j', (text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
    expect(name.safeParse(text).error?.issues[0]?.message).toBe(SERVER_MSG.unsafeText);
  });

  it('keeps ordinary Portuguese, line breaks and tabs', () => {
    expect(hasUnsafeCharacters('Conceição d’Ávila — “RH”\nLinha\tdois')).toBe(false);
  });
});

describe('file names from the person\'s disk', () => {
  it('drop what could disguise them: a right-to-left override no longer turns exe into pdf', () => {
    expect(cleanFileName('contrato\u202Efdp.exe')).toBe('contratofdp.exe');
    expect(cleanFileName('exame\u200B admissional\u0007.pdf')).toBe('exame admissional.pdf');
  });

  it('keep accents, composed', () => {
    expect(cleanFileName('Certida\u0303o de casamento.pdf')).toBe('Certidão de casamento.pdf');
    expect(hasUnsafeCharacters(cleanFileName('a\u2066b\u2069.png'))).toBe(false);
  });
});
