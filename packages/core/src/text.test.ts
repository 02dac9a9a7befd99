import { expect, it } from 'vitest';
import { normalizeText } from './text';

it('drops accents, case and extra spaces so search and uniqueness ignore them', () => {
  expect(normalizeText('  Analista   de  Recursos Humanos ')).toBe('analista de recursos humanos');
  expect(normalizeText('Gestão Financeira')).toBe(normalizeText('GESTAO financeira'));
  expect(normalizeText('Ação')).toBe('acao');
});
