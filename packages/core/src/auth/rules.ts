// The password rule of spec 001 §5 'Password', the one definition: the forms (schema, strength meter and
// checklist) and the server (the schema of every call that sets a password, the generated first password) use it.

export const PASSWORD_MIN = 8;
/** Bounds the hashing work one request can cause. */
export const PASSWORD_MAX = 128;

const hasDigit = (password: string) => /\d/.test(password);
const hasBothCases = (password: string) => /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password);

/** The checklist beside the meter; the spec names the rules, these labels are ours. */
export const PASSWORD_REQUIREMENTS = [
  { id: 'length', label: 'Mínimo de 8 caracteres', met: (password: string) => password.length >= PASSWORD_MIN },
  { id: 'cases', label: 'Letras maiúsculas e minúsculas', met: hasBothCases },
  { id: 'digit', label: 'Pelo menos um número', met: hasDigit },
] as const;

/** Lowercase, uppercase and a digit (length is its own message). */
export function meetsPasswordRequirements(password: string): boolean {
  return hasBothCases(password) && hasDigit(password);
}

/** The whole rule: 8+ characters, lower, upper, digit. */
export function meetsPasswordRules(password: string): boolean {
  return password.length >= PASSWORD_MIN && meetsPasswordRequirements(password);
}

export const PASSWORD_STRENGTH_LABELS = ['Muito baixo', 'Baixo', 'Moderado', 'Forte'] as const;

export interface PasswordStrength {
  /** 0 to 3: one point each for length ≥ 8, a digit, and both cases. */
  score: 0 | 1 | 2 | 3;
  label: (typeof PASSWORD_STRENGTH_LABELS)[number];
  /** Bar value: score / 3 × 100. */
  value: number;
}

export function passwordStrength(password: string): PasswordStrength {
  const score = PASSWORD_REQUIREMENTS.filter((requirement) => requirement.met(password)).length as PasswordStrength['score'];
  return { score, label: PASSWORD_STRENGTH_LABELS[score], value: (score / 3) * 100 };
}
