import { describe, expect, it } from 'vitest';
import { formatCentavos, MONEY_MSG, parseReais } from './money';

describe('formatCentavos', () => {
  it('shows R$ with dot thousands and comma decimals', () => {
    expect(formatCentavos(123456)).toBe('R$ 1.234,56');
    expect(formatCentavos(0)).toBe('R$ 0,00');
    expect(formatCentavos(100000000)).toBe('R$ 1.000.000,00');
    expect(formatCentavos(5)).toBe('R$ 0,05');
  });

  it('says what a typed amount was understood as', () => {
    expect(MONEY_MSG.understood(150000)).toBe('Valor entendido: R$ 1.500,00');
  });
});

describe('parseReais (issue 9: what Brazilians type)', () => {
  it.each([
    ['1.500,00', 150000],
    ['1500', 150000],
    ['1500,00', 150000],
    ['1.500', 150000],
    ['1.234,56', 123456],
    ['2.500,00', 250000],
    ['0,50', 50],
    ['1234,5', 123450],
    ['R$ 1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['1.000.000,00', 100000000],
    ['1000000,01', 100000001],
  ])('reads %s as %i centavos', (typed, centavos) => {
    expect(parseReais(typed)).toBe(centavos);
  });

  it('reads digits without a comma as whole reais, never as centavos', () => {
    expect(parseReais('22000')).toBe(2200000);
    expect(parseReais('220')).toBe(22000);
    expect(parseReais('2500')).toBe(250000);
  });

  it('reads what is on the way to an amount: a comma with no centavos yet, centavos with no reais', () => {
    expect(parseReais('1500,')).toBe(150000);
    expect(parseReais(',5')).toBe(50);
    expect(parseReais('0')).toBe(0);
  });

  it('reads spreadsheet numbers (reais) into centavos without float drift', () => {
    expect(parseReais(1234.56)).toBe(123456);
    expect(parseReais(0.1 + 0.2)).toBe(30);
  });

  it.each([
    ['', 'nothing'],
    [',', 'a comma alone'],
    ['abc', 'letters'],
    ['-10,00', 'a negative'],
    ['1,234.56', 'the English way'],
    ['1.50', 'a dot before two digits (1,50 or 150?)'],
    ['1.5000', 'a dot before four digits'],
    ['1.500000', 'dotted and plain groups mixed'],
    ['.500', 'a dot with no reais before it'],
    ['1,234', 'three decimals'],
    ['1,5,0', 'two commas'],
    ['99999999999999999999', 'more than a number can hold'],
  ])('refuses %j (%s)', (typed) => {
    expect(parseReais(typed)).toBeNull();
  });

  it('refuses numbers that are not money', () => {
    expect(parseReais(-5)).toBeNull();
    expect(parseReais(Number.NaN)).toBeNull();
  });
});
