// CEP: 8 digits, typed with the mask ##.###-### (spec 000 §5); 001 §9: minimum 8, lookup at 8.
export const CEP_LENGTH = 8;

/** '01.310-100' → '01310100'. */
export function cepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** 001 §2 step 4: a CEP of 8 or more characters triggers the postal lookup. */
export function isCepComplete(value: string): boolean {
  return cepDigits(value).length >= CEP_LENGTH;
}

/** Texts of the postal lookup (001 §5 'Address'), here so the lookup needs no address schema. */
export const CEP_MSG = {
  invalid: 'CEP inválido.',
  notFound: 'CEP inválido ou não encontrado',
} as const;
