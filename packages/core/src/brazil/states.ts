import { getStates } from '@brazilian-utils/brazilian-utils/get-states';

// The 27 federative units (IBGE), for the state selects of personal data (nationality Brasil) and address.
// The stored value is the UF code ('SP'); the name is what people read.
export interface BrazilState {
  uf: string;
  name: string;
}

/** Sorted by name as a Brazilian reader expects (Pará, Paraíba, Paraná…). */
export const BRAZIL_STATES: readonly BrazilState[] = getStates().map(({ code, name }) => ({ uf: code, name }));

const NAMES = new Map(BRAZIL_STATES.map((state) => [state.uf, state.name]));

export function isStateCode(value: string): boolean {
  return NAMES.has(value);
}

/** 'SP' → 'São Paulo'; null for anything that is not a UF code. */
export function stateName(uf: string): string | null {
  return NAMES.get(uf) ?? null;
}
