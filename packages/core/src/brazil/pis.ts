import { isValidPis } from '@brazilian-utils/brazilian-utils/is-valid-pis';

// PIS/PASEP/NIT: 11 digits with a check digit; typed with the mask ###.#####.##-# (spec 000 §5).
export function pisDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isPis(value: string): boolean {
  const digits = pisDigits(value);
  return digits.length === 11 && isValidPis(digits);
}
