import * as z from 'zod/mini';
import { SERVER_MSG } from '../messages';
import { OFFICIAL_YEARS, type OfficialHoliday } from './official-holidays';

// The year's national holidays (and the company's state's), offered to HR to add at once (ours, beyond the
// spec: labour-law.md §6). GET lists them with what the company has; POST adds the ones HR kept ticked.

export const NATIONAL_HOLIDAYS_MSG = {
  title: 'Feriados nacionais e estaduais',
  button: 'FERIADOS NACIONAIS',
  submit: 'ADICIONAR SELECIONADOS',
  invalidYear: `Informe um ano entre ${OFFICIAL_YEARS.first} e ${OFFICIAL_YEARS.last}`,
  noneSelected: 'Selecione ao menos um feriado.',
  unknownHoliday: 'Algum feriado escolhido não é deste ano. Abra a lista de novo e escolha outra vez.',
  listFailed: 'Não foi possível calcular os feriados do ano.',
  addFailed: 'Não foi possível adicionar os feriados',
  present: 'Já cadastrado',
  withState: (state: string) =>
    `Os feriados nacionais e os do estado da empresa (${state}). Desmarque os que a empresa não concede: um ponto facultativo é escolha da empresa.`,
  withoutState:
    'Os feriados nacionais (o endereço da empresa não tem UF). Desmarque os que a empresa não concede: um ponto facultativo é escolha da empresa.',
  added: (created: number, skipped: number) =>
    [
      created === 1 ? '1 feriado adicionado' : `${created} feriados adicionados`,
      skipped > 0 ? (skipped === 1 ? '1 já estava cadastrado' : `${skipped} já estavam cadastrados`) : null,
    ]
      .filter(Boolean)
      .join('; '),
} as const;

const year = z.coerce
  .number({ error: NATIONAL_HOLIDAYS_MSG.invalidYear })
  .check(
    z.int(NATIONAL_HOLIDAYS_MSG.invalidYear),
    z.gte(OFFICIAL_YEARS.first, NATIONAL_HOLIDAYS_MSG.invalidYear),
    z.lte(OFFICIAL_YEARS.last, NATIONAL_HOLIDAYS_MSG.invalidYear),
  );

/** GET /api/holiday/national/{year}. */
export const nationalHolidaysParamsSchema = z.object({ year });

/** POST /api/holiday/national: the year and the keys of the holidays to add. */
export const addNationalHolidaysSchema = z.object({
  year,
  keys: z
    .array(z.string().check(z.minLength(1), z.maxLength(120)), { error: NATIONAL_HOLIDAYS_MSG.noneSelected })
    .check(z.minLength(1, NATIONAL_HOLIDAYS_MSG.noneSelected), z.maxLength(60, SERVER_MSG.invalidInput)),
});
export type AddNationalHolidays = z.infer<typeof addNationalHolidaysSchema>;

/** One holiday of the year, and whether the company already has it. */
export type NationalHolidayOption = OfficialHoliday & { present: boolean };

export interface NationalHolidaysAnswer {
  year: number;
  /** The company's state, whose holidays are listed too; null when its address has none. */
  uf: string | null;
  holidays: NationalHolidayOption[];
}

export interface NationalHolidaysAdded {
  created: number;
  /** Chosen, but the company had them already. */
  skipped: number;
}
