// The masks of 000 §5, '#' standing for a digit: one definition for what people type and what they read.
export const MASKS = {
  cpf: '###.###.###-##',
  pis: '###.#####.##-#',
  cep: '##.###-###',
} as const;

/** Lays `value`'s digits over the mask as far as they go: ('###.###', '1234') → '123.4'. */
export function applyMask(mask: string, value: string): string {
  const digits = value.replace(/\D/g, '');
  let shown = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === '#') {
      shown += digits[next];
      next += 1;
    } else shown += char;
  }
  return shown;
}

export const PHONE_DIGITS = 11;

/** (11) 3456-7890 for ten digits, (11) 98765-4321 for eleven: at most 15 characters (spec 000 §5). */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const split = digits.length === PHONE_DIGITS ? 7 : 6;
  const head = `(${digits.slice(0, 2)}) ${digits.slice(2, split)}`;
  return digits.length > split ? `${head}-${digits.slice(split)}` : head;
}
