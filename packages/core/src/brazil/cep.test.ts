import { describe, expect, it } from 'vitest';
import { cepDigits, isCepComplete } from './cep';

describe('CEP', () => {
  it('looks up at 8 digits', () => {
    expect(cepDigits('01.310-100')).toBe('01310100');
    expect(isCepComplete('01.310-10')).toBe(false);
    expect(isCepComplete('01.310-100')).toBe(true);
  });
});
