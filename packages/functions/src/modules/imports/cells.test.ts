import { describe, expect, it } from 'vitest';
import { cellDay, cellMoney, cellText, cellYesNo, INVALID } from './cells';

describe('import cells', () => {
  it('text is trimmed; numbers become text; blanks are empty', () => {
    expect(cellText('  Analista ')).toBe('Analista');
    expect(cellText(123)).toBe('123');
    expect(cellText('   ')).toBeUndefined();
    expect(cellText(null)).toBeUndefined();
  });

  it('money reads numbers of reais and Brazilian money text as centavos', () => {
    expect(cellMoney(4500.5)).toBe(450050);
    expect(cellMoney(1999.99)).toBe(199999);
    expect(cellMoney('R$ 1.234,56')).toBe(123456);
    expect(cellMoney('2500')).toBe(250000);
    expect(cellMoney('2.500,5')).toBe(250050);
    expect(cellMoney(null)).toBeUndefined();
    expect(cellMoney('mil reais')).toBe(INVALID);
    expect(cellMoney(-10)).toBe(INVALID);
    expect(cellMoney(true)).toBe(INVALID);
  });

  it('yes/no reads Sim and Não in any form', () => {
    for (const yes of ['Sim', 'SIM', 's', 'X', true, 1]) expect(cellYesNo(yes)).toBe(true);
    for (const no of ['Não', 'nao', 'NÃO', 'N', false, 0]) expect(cellYesNo(no)).toBe(false);
    expect(cellYesNo(null)).toBeUndefined();
    expect(cellYesNo('talvez')).toBe(INVALID);
  });

  it('days read Excel date numbers, dd/mm/aaaa and aaaa-mm-dd', () => {
    expect(cellDay(47179)).toBe('2029-03-02');
    expect(cellDay(45352)).toBe('2024-03-01');
    expect(cellDay('1/3/2030')).toBe('2030-03-01');
    expect(cellDay(' 15/03/2030 ')).toBe('2030-03-15');
    expect(cellDay('2030-03-15')).toBe('2030-03-15');
    expect(cellDay(null)).toBeUndefined();
    expect(cellDay('31/02/2030')).toBe(INVALID);
    expect(cellDay('amanhã')).toBe(INVALID);
    expect(cellDay(true)).toBe(INVALID);
  });
});
