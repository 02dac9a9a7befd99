import { describe, expect, it } from 'vitest';
import { BRAZIL, isBrazilian, isNationality, NATIONALITIES } from './nationalities';

describe('nationalities (country names in Brazilian Portuguese)', () => {
  it('lists countries sorted as a Brazilian reader expects, Brasil among them', () => {
    expect(NATIONALITIES).toHaveLength(244);
    expect(NATIONALITIES.slice(0, 2)).toEqual(['Afeganistão', 'África do Sul']);
    expect([...NATIONALITIES].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(NATIONALITIES);
    expect(new Set(NATIONALITIES).size).toBe(NATIONALITIES.length);
    expect(NATIONALITIES).toContain(BRAZIL);
  });

  it('uses Brazilian names', () => {
    for (const name of ['Armênia', 'Irã', 'Estados Unidos', 'Alemanha', 'Japão', 'Palestina', 'República Democrática do Congo']) {
      expect(isNationality(name), name).toBe(true);
    }
    expect(isNationality('Arménia')).toBe(false);
    expect(isNationality('União Europeia')).toBe(false);
    expect(isNationality('Antártida')).toBe(false);
  });

  it('Brasil switches state and city to the IBGE lists', () => {
    expect(isBrazilian('Brasil')).toBe(true);
    expect(isBrazilian('Portugal')).toBe(false);
    expect(isBrazilian(null)).toBe(false);
  });
});
