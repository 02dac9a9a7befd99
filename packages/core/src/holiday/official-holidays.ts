import { getHolidays, type StateCode } from '@brazilian-utils/brazilian-utils/get-holidays';
import { addCalendarDays } from '../ground/calendar-day';
import { isStateCode } from '../brazil/states';
import { normalizeText } from '../text';
import type { HolidayDays, HolidayType } from './rules';
import { firstDay } from './rules';

// The holidays of a year that HR may add at once (labour-law.md §6): the fixed national ones of federal law,
// those computed from Easter, and the state ones of the company's UF. Each says whether it is a holiday by
// law or only a 'ponto facultativo' (a day off the federal service gives, a holiday only where a state or
// municipal law says so), so HR decides.

interface OfficialInfo {
  /** Stable per year and place ('2026-carnaval', '2026-sp-revolucao-constitucionalista'). */
  key: string;
  name: string;
  type: HolidayType;
  /** Ponto facultativo: not a holiday by federal law. */
  optional: boolean;
  /** The law behind it, or why it is optional. */
  basis: string;
}

export type OfficialHoliday = HolidayDays & OfficialInfo;
type Unkeyed = HolidayDays & Omit<OfficialInfo, 'key'>;

/** Years the state tables cover. */
export const OFFICIAL_YEARS = { first: 1900, last: 2099 } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
const slug = (name: string) => normalizeText(name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Easter Sunday of the Gregorian calendar ('yyyy-MM-dd'): the Meeus/Jones/Butcher computus. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, date);
}

const FIXED: readonly { month: number; date: number; name: string; basis: string; since?: number }[] = [
  { month: 1, date: 1, name: 'Confraternização Universal', basis: 'Lei 662/1949' },
  { month: 4, date: 21, name: 'Tiradentes', basis: 'Lei 662/1949' },
  { month: 5, date: 1, name: 'Dia do Trabalho', basis: 'Lei 662/1949' },
  { month: 9, date: 7, name: 'Independência do Brasil', basis: 'Lei 662/1949' },
  { month: 10, date: 12, name: 'Nossa Senhora Aparecida', basis: 'Lei 6.802/1980' },
  { month: 11, date: 2, name: 'Finados', basis: 'Lei 662/1949' },
  { month: 11, date: 15, name: 'Proclamação da República', basis: 'Lei 662/1949' },
  { month: 11, date: 20, name: 'Dia da Consciência Negra', basis: 'Lei 14.759/2023', since: 2024 },
  { month: 12, date: 25, name: 'Natal', basis: 'Lei 662/1949' },
];

const OPTIONAL_BASIS = 'Ponto facultativo: feriado só onde lei estadual ou municipal o declara';

function official(year: number, place: string, holiday: Unkeyed): OfficialHoliday {
  return { ...holiday, key: [year, place, slug(holiday.name)].filter(Boolean).join('-') };
}

const isUf = (uf: string): uf is StateCode => isStateCode(uf);

/**
 * The national holidays of a year, by date: the fixed ones of federal law; Carnaval (Monday and Tuesday,
 * Easter − 48 and − 47) and Corpus Christi (Easter + 60), pontos facultativos; Sexta-feira Santa (Easter − 2),
 * by law a municipal religious holiday (Lei 9.093/1995) that almost every municipality keeps.
 */
export function nationalHolidays(year: number): OfficialHoliday[] {
  const easter = easterSunday(year);
  const fixed = FIXED.filter((holiday) => year >= (holiday.since ?? 0)).map(({ month, date, name, basis }) =>
    official(year, '', { name, type: 'NATIONAL', holidayModel: 'date', date: day(year, month, date), optional: false, basis }),
  );
  const movable: Unkeyed[] = [
    {
      name: 'Carnaval',
      type: 'NATIONAL',
      holidayModel: 'period',
      period: { start: addCalendarDays(easter, -48), end: addCalendarDays(easter, -47) },
      optional: true,
      basis: OPTIONAL_BASIS,
    },
    {
      name: 'Sexta-feira Santa',
      type: 'MUNICIPAL',
      holidayModel: 'date',
      date: addCalendarDays(easter, -2),
      optional: false,
      basis: 'Lei 9.093/1995: feriado religioso municipal, adotado em quase todos os municípios',
    },
    { name: 'Corpus Christi', type: 'NATIONAL', holidayModel: 'date', date: addCalendarDays(easter, 60), optional: true, basis: OPTIONAL_BASIS },
  ];
  return byFirstDay([...fixed, ...movable.map((holiday) => official(year, '', holiday))]);
}

/**
 * The holidays of a state (UF) in a year, from @brazilian-utils/brazilian-utils' table of state laws (one
 * 'data magna' per state under Lei 9.093/1995, plus those state laws keep); [] for an unknown UF.
 */
export function stateHolidays(year: number, uf: string): OfficialHoliday[] {
  if (!isUf(uf) || year < OFFICIAL_YEARS.first || year > OFFICIAL_YEARS.last) return [];
  const national = new Set(getHolidays(year).map((holiday) => `${holiday.name}|${holiday.date.getTime()}|${holiday.type}`));
  return getHolidays({ year, stateCode: uf })
    .filter((holiday) => !national.has(`${holiday.name}|${holiday.date.getTime()}|${holiday.type}`))
    .map((holiday) =>
      official(year, uf.toLowerCase(), {
        name: holiday.name,
        type: 'STATE',
        holidayModel: 'date',
        // The package dates its holidays at local midnight: the local numbers are the day.
        date: day(holiday.date.getFullYear(), holiday.date.getMonth() + 1, holiday.date.getDate()),
        optional: holiday.type === 'optional',
        basis: `Lei estadual (${uf})`,
      }),
    );
}

/**
 * What HR is offered for a year: the national holidays and, when the company's UF is known, its state's;
 * a state holiday on the day and with the name of a national one replaces it (Corpus Christi in the DF).
 */
export function officialHolidays(year: number, uf?: string | null): OfficialHoliday[] {
  const state = uf ? stateHolidays(year, uf) : [];
  const replaced = new Set(state.map((holiday) => `${normalizeText(holiday.name)}|${firstDay(holiday)}`));
  const national = nationalHolidays(year).filter((holiday) => !replaced.has(`${normalizeText(holiday.name)}|${firstDay(holiday)}`));
  return byFirstDay([...national, ...state]);
}

function byFirstDay(holidays: OfficialHoliday[]): OfficialHoliday[] {
  return holidays.sort((a, b) => firstDay(a).localeCompare(firstDay(b)) || a.name.localeCompare(b.name, 'pt-BR'));
}
