import { describe, expect, it } from 'vitest';
import { DEPARTMENT_SHEET } from './sheet';

describe('department import rows', () => {
  it('a name is all a department needs', () => {
    expect(DEPARTMENT_SHEET.parse({ name: '  Financeiro ' })).toEqual({ ok: true, input: { name: 'Financeiro' } });
    expect(DEPARTMENT_SHEET.parse({ name: 2026 })).toEqual({ ok: true, input: { name: '2026' } });
  });

  it('refuses an empty name with the form message', () => {
    expect(DEPARTMENT_SHEET.parse({ name: '   ' })).toEqual({ ok: false, reason: 'Nome: Nome do departamento obrigatório' });
  });
});
