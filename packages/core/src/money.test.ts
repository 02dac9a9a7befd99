import { describe, expect, it } from 'vitest';
import { formatCentavos, parseReais } from './money';

describe('formatCentavos', () => {
  it('shows R$ with dot thousands and comma decimals', () => {
    expect(formatCentavos(123456)).toBe('R$ 1.234,56');
    expect(formatCentavos(0)).toBe('R$ 0,00');
    expect(formatCentavos(100000000)).toBe('R$ 1.000.000,00');
    expect(formatCentavos(5)).toBe('R$ 0,05');
  });
});

describe('parseReais', () => {
  it('reads Brazilian money text into centavos', () => {
    expect(parseReais('1.234,56')).toBe(123456);
    expect(parseReais('R$ 1.234,56')).toBe(123456);
    expect(parseReais('1234,5')).toBe(123450);
    expect(parseReais('2500')).toBe(250000);
  });

  it('reads spreadsheet numbers (reais) into centavos without float drift', () => {
    expect(parseReais(1234.56)).toBe(123456);
    expect(parseReais(0.1 + 0.2)).toBe(30);
  });

  it('refuses what is not money', () => {
    expect(parseReais('abc')).toBeNull();
    expect(parseReais('-10,00')).toBeNull();
    expect(parseReais('1,234.56')).toBeNull();
    expect(parseReais(-5)).toBeNull();
    expect(parseReais(Number.NaN)).toBeNull();
  });
});
