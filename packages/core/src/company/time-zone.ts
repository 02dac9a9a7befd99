// The company's time zone (issue 22 §6): Brazil has four offsets (Decreto 2.784/1913, Lei 12.876/2013), and the
// IANA database keeps one zone per region whose clock history differs (daylight saving came and went by state until
// 2019), so a day of 2018 still reads right. Each company runs on the zone of its establishment: the administrator
// chooses it in the company settings; a new company starts on its state's zone (`npm run create-company`), and one
// stored before zones existed runs on America/Sao_Paulo, the clock every company ran on until then.

/**
 * Brazil's zones in the IANA database (tzdata zone1970.tab, BR), east to west. Each state has one, except:
 * Pernambuco (Recife; the Fernando de Noronha archipelago is America/Noronha), Pará (east America/Belem, west of the
 * Xingu — Santarém, Itaituba, Altamira… — America/Santarem; both −03:00 today) and Amazonas (east America/Manaus,
 * −04:00; the southwest — Eirunepé, Envira, Guajará, Ipixuna and their neighbours on the Juruá and the Javari —
 * America/Eirunepe, −05:00, Acre's offset).
 */
export const BRAZIL_TIME_ZONES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Santarem',
  'America/Araguaina',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Manaus',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Eirunepe',
  'America/Rio_Branco',
] as const;
export type TimeZone = (typeof BRAZIL_TIME_ZONES)[number];

/** A company stored before zones existed ran on this clock. */
export const DEFAULT_TIME_ZONE: TimeZone = 'America/Sao_Paulo';

/** What the administrator reads: the offset today and where the zone applies. */
export const TIME_ZONE_LABEL: Record<TimeZone, string> = {
  'America/Noronha': 'UTC−02:00 · Fernando de Noronha (America/Noronha)',
  'America/Sao_Paulo': 'UTC−03:00 · Brasília: DF, ES, GO, MG, PR, RJ, RS, SC, SP (America/Sao_Paulo)',
  'America/Bahia': 'UTC−03:00 · Bahia (America/Bahia)',
  'America/Fortaleza': 'UTC−03:00 · CE, MA, PB, PI, RN (America/Fortaleza)',
  'America/Recife': 'UTC−03:00 · Pernambuco (America/Recife)',
  'America/Maceio': 'UTC−03:00 · Alagoas e Sergipe (America/Maceio)',
  'America/Belem': 'UTC−03:00 · Amapá e leste do Pará (America/Belem)',
  'America/Santarem': 'UTC−03:00 · Oeste do Pará (America/Santarem)',
  'America/Araguaina': 'UTC−03:00 · Tocantins (America/Araguaina)',
  'America/Cuiaba': 'UTC−04:00 · Mato Grosso (America/Cuiaba)',
  'America/Campo_Grande': 'UTC−04:00 · Mato Grosso do Sul (America/Campo_Grande)',
  'America/Manaus': 'UTC−04:00 · Leste do Amazonas (America/Manaus)',
  'America/Porto_Velho': 'UTC−04:00 · Rondônia (America/Porto_Velho)',
  'America/Boa_Vista': 'UTC−04:00 · Roraima (America/Boa_Vista)',
  'America/Eirunepe': 'UTC−05:00 · Oeste do Amazonas (America/Eirunepe)',
  'America/Rio_Branco': 'UTC−05:00 · Acre (America/Rio_Branco)',
};

/** The zone of most of each state (UF); the split states' other zones are chosen in the settings. */
const STATE_TIME_ZONE: Record<string, TimeZone> = {
  AC: 'America/Rio_Branco',
  AL: 'America/Maceio',
  AM: 'America/Manaus',
  AP: 'America/Belem',
  BA: 'America/Bahia',
  CE: 'America/Fortaleza',
  DF: 'America/Sao_Paulo',
  ES: 'America/Sao_Paulo',
  GO: 'America/Sao_Paulo',
  MA: 'America/Fortaleza',
  MG: 'America/Sao_Paulo',
  MS: 'America/Campo_Grande',
  MT: 'America/Cuiaba',
  PA: 'America/Belem',
  PB: 'America/Fortaleza',
  PE: 'America/Recife',
  PI: 'America/Fortaleza',
  PR: 'America/Sao_Paulo',
  RJ: 'America/Sao_Paulo',
  RN: 'America/Fortaleza',
  RO: 'America/Porto_Velho',
  RR: 'America/Boa_Vista',
  RS: 'America/Sao_Paulo',
  SC: 'America/Sao_Paulo',
  SE: 'America/Maceio',
  SP: 'America/Sao_Paulo',
  TO: 'America/Araguaina',
};

/** The zone a company of state `uf` starts on; America/Sao_Paulo when the state is unknown. */
export const stateTimeZone = (uf: string | null | undefined): TimeZone => (uf && STATE_TIME_ZONE[uf]) || DEFAULT_TIME_ZONE;
