import { describe, expect, it } from 'vitest';
import { pointLabel } from './point-types';

describe('pointLabel (002 §3 point types)', () => {
  it("names a break's own points after the break, the others by their label", () => {
    expect(pointLabel('BREAK_START', 'Café')).toBe('Café - Ida');
    expect(pointLabel('BREAK_RETURN', 'Café')).toBe('Café - Volta');
    expect(pointLabel('BREAK_START', null)).toBe('Ida');
    expect(pointLabel('MAIN_BREAK_START', 'Almoço')).toBe('Intervalo principal - Ida');
    expect(pointLabel('EXIT', null)).toBe('Saída');
  });
});
