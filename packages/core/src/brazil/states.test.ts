import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES, isStateCode, stateName } from './states';

describe('Brazilian states (IBGE)', () => {
  it('lists the 27 federative units by name', () => {
    expect(BRAZIL_STATES).toHaveLength(27);
    expect(BRAZIL_STATES[0]).toEqual({ uf: 'AC', name: 'Acre' });
    expect(BRAZIL_STATES.map((s) => s.name).slice(13, 16)).toEqual(['Pará', 'Paraíba', 'Paraná']);
  });

  it('tells UF codes and names', () => {
    expect(isStateCode('SP')).toBe(true);
    expect(isStateCode('sp')).toBe(false);
    expect(isStateCode('São Paulo')).toBe(false);
    expect(stateName('DF')).toBe('Distrito Federal');
    expect(stateName('XX')).toBeNull();
  });
});
