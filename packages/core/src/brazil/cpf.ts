import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

// CPF travels and is stored as its 11 digits; the mask ###.###.###-## is the screen's business.
export const CPF_LENGTH = 11;

/** '529.982.247-25' → '52998224725'. */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Check digits right and not a repeated-digit number (000.000.000-00 is not a CPF). */
export function isCpf(value: string): boolean {
  const digits = cpfDigits(value);
  return digits.length === CPF_LENGTH && isValidCpf(digits);
}

/** '52998224725' → '529.982.247-25' (the receipt and the mirror print it so). */
export const formatCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** A valid CPF nobody has (tests and demo data). */
export { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
