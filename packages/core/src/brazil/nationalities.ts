import COUNTRIES from './countries-pt-br.json';

// Nationality options of personal data (spec 001 §3: countries in Portuguese). Names are Unicode CLDR's
// Brazilian Portuguese ones (package cldr-localenames-full, main/pt), generated into countries-pt-br.json by
// scripts/generate-brazil-data.mjs; 244 countries and territories, ~4 KB. The stored value is the name.
export const NATIONALITIES: readonly string[] = COUNTRIES;

/** With this nationality, state and city of birth come from the IBGE lists (001 §2 step 1). */
export const BRAZIL = 'Brasil';

const KNOWN = new Set(NATIONALITIES);

export function isNationality(value: string): boolean {
  return KNOWN.has(value);
}

export function isBrazilian(nationality: string | null | undefined): boolean {
  return nationality === BRAZIL;
}
