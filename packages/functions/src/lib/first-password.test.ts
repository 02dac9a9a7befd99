import { describe, expect, it } from 'vitest';
import { meetsPasswordRules } from '@colabora/core/auth/rules';
import { FIRST_PASSWORD_ALPHABET, generateFirstPassword } from './first-password';

describe('first password', () => {
  it('is three readable groups of four, meeting the password rules', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generateFirstPassword();
      expect(password).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
      expect(password).not.toMatch(/[01OIl]/);
      expect(meetsPasswordRules(password)).toBe(true);
    }
  });

  it('is not predictable: 1 000 draws never repeat', () => {
    const drawn = new Set(Array.from({ length: 1000 }, () => generateFirstPassword()));
    expect(drawn.size).toBe(1000);
  });

  it('has about 69 bits of entropy', () => {
    expect(12 * Math.log2(FIRST_PASSWORD_ALPHABET.length)).toBeGreaterThan(68);
  });

  it('draws again until the rules are met', () => {
    // First draw all lowercase 'a' (refused), then a fixed mix.
    const sequence = [...Array(12).fill(0), ...[0, 25, 49, 1, 2, 3, 4, 5, 6, 7, 8, 9]];
    let i = 0;
    const password = generateFirstPassword(() => sequence[i++]);
    expect(password).toBe('aA2b-cdef-ghij');
  });
});
