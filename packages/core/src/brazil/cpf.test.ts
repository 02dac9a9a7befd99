import { describe, expect, it } from 'vitest';
import { cpfDigits, isCpf } from './cpf';

describe('CPF', () => {
  it('keeps the digits and validates the check digits', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('529.982.247-26')).toBe(false);
    expect(isCpf('5299822472')).toBe(false);
    expect(isCpf('529982247250')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
    expect(isCpf('')).toBe(false);
  });
});
