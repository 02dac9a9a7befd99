import { cpfDigits } from '@colabora/core/brazil/cpf';
import { pisDigits } from '@colabora/core/brazil/pis';

// Masks of 000 §5 for values shown read-only (stored as digits).

function mask(digits: string, pattern: RegExp, replacement: string, length: number): string {
  return digits.length === length ? digits.replace(pattern, replacement) : digits;
}

/** '52998224725' → '529.982.247-25'. */
export function formatCpf(value: string | null | undefined): string | null {
  return value ? mask(cpfDigits(value), /^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4', 11) : null;
}

/** '12345678901' → '123.45678.90-1'. */
export function formatPis(value: string | null | undefined): string | null {
  return value ? mask(pisDigits(value), /^(\d{3})(\d{5})(\d{2})(\d)$/, '$1.$2.$3-$4', 11) : null;
}

/** '01310100' → '01.310-100'. */
export function formatCep(value: string | null | undefined): string | null {
  return value ? mask(value.replace(/\D/g, ''), /^(\d{2})(\d{3})(\d{3})$/, '$1.$2-$3', 8) : null;
}

export function yesNo(value: boolean | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value ? 'Sim' : 'Não';
}
