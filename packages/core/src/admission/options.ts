// Option lists of the admission forms (spec 001 §3 'Enumerations', 000 §3 'Dependent'). The Portuguese
// word is both the stored value and the label, typos kept ('Alamenda', 'Transgenero').
export const GENDERS = ['Masculino', 'Feminino', 'Não-Binário', 'Transgenero'] as const;

export const RACES = ['Branca', 'Preta', 'Parda', 'Amarela', 'Indígena'] as const;

export const DEFICIENCIES = ['Nenhuma', 'Múltipla', 'Intelectual', 'Fala', 'Física', 'Auditiva', 'Visual', 'Mental'] as const;

export const MARITAL_STATUSES = ['Solteiro(a)', 'Casado(a)', 'Viúvo(a)'] as const;

export const DEPENDENT_TYPES = ['Filho(a)', 'Cônjuge'] as const;

export const ADDRESS_TYPES = [
  'Alamenda',
  'Avenida',
  'Chácara',
  'Condomínio',
  'Conjunto',
  'Distrito',
  'Estrada',
  'Rodovia',
  'Rua',
] as const;

export const ACCOUNT_TYPES = ['Conta corrente', 'Conta salário'] as const;

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

/** Options for a select whose values are their own labels. */
export function toOptions<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}
