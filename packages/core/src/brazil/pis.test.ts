import { describe, expect, it } from 'vitest';
import { isPis, pisDigits } from './pis';

describe('PIS', () => {
  it('keeps the digits and validates the check digit', () => {
    expect(pisDigits('120.56874.10-7')).toBe('12056874107');
    expect(isPis('120.56874.10-7')).toBe(true);
    expect(isPis('120.56874.10-8')).toBe(false);
    expect(isPis('1205687410')).toBe(false);
    expect(isPis('00000000000')).toBe(false);
  });
});
