import { describe, expect, it } from 'vitest';
import { cnpjCharacters, formatCnpj, generateCnpj, isCnpj } from './cnpj';

describe('CNPJ', () => {
  it('accepts numeric CNPJs with or without the mask, and the alphanumeric ones issued since 2026', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('12.abc.345/01de-35')).toBe(true);
    expect(cnpjCharacters('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(isCnpj(generateCnpj())).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isCnpj('00.000.000/0000-00')).toBe(false);
    expect(isCnpj('1122233300018')).toBe(false);
    expect(isCnpj('')).toBe(false);
  });

  it('is shown with the mask', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
