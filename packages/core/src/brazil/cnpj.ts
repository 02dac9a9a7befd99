import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';

// CNPJ travels and is stored as its 14 characters without the mask. Since July 2026 the Receita Federal also
// issues alphanumeric CNPJs (12 letters or digits, then 2 check digits): both forms are accepted.
export const CNPJ_LENGTH = 14;

/** '12.ABC.345/01DE-35' → '12ABC34501DE35'; '11.222.333/0001-81' → '11222333000181'. */
export function cnpjCharacters(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

/** Check digits right, numeric or alphanumeric, and not a repeated-digit number. */
export function isCnpj(value: string): boolean {
  const cnpj = cnpjCharacters(value);
  return cnpj.length === CNPJ_LENGTH && isValidCnpj(cnpj, { version: 2 });
}

/** '11222333000181' → '11.222.333/0001-81'. */
export function formatCnpj(cnpj: string): string {
  return cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
}

/** A valid numeric CNPJ nobody chose (tests and demo data). */
export { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
