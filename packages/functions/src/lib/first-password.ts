import { meetsPasswordRules } from '@colabora/core/auth/rules';
import { randomInt } from 'node:crypto';

// The first password of an invite (ARCHITECTURE 'e-mail'): generated, e-mailed once, stored only as a hash.
// Readable: three groups of four, without look-alike characters (0/O, 1/l/I), e.g. 'Kp7m-X3rt-9Vwa'.
// Strong: 12 symbols from 57 ≈ 70 bits, and it always meets the password rules of spec 001 §5 (core
// auth/rules.ts: at least 8 characters with a lowercase letter, an uppercase letter and a digit).

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
export const FIRST_PASSWORD_ALPHABET = LOWER + UPPER + DIGITS;
const GROUPS = 3;
const GROUP_LENGTH = 4;

type Random = (max: number) => number;

function pick(chars: string, random: Random): string {
  return chars[random(chars.length)];
}

export function generateFirstPassword(random: Random = randomInt): string {
  const length = GROUPS * GROUP_LENGTH;
  for (;;) {
    const symbols = Array.from({ length }, () => pick(FIRST_PASSWORD_ALPHABET, random));
    const password = Array.from({ length: GROUPS }, (_, g) => symbols.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH).join('')).join('-');
    // Rejection keeps every accepted password equally likely (about 1 in 4 draws is redrawn).
    if (meetsPasswordRules(password)) return password;
  }
}
