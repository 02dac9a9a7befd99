import * as z from 'zod/mini';
import { brazilianDate, isCalendarDay } from '../ground/calendar-day';
import { dayRangeMessage, isDayInRange } from '../date-range';
import type { CatalogRoutes, CatalogSpec } from '../catalog/catalog-spec';
import { requiredText, whenValid } from '../fields';
import { MSG } from '../messages';
import { paginateQuery } from '../paging';
import { firstDay, HOLIDAY_MODELS, HOLIDAY_TYPES, type HolidayDays, type HolidayModel, type HolidayType } from './rules';

// Spec 002 §2.8, §3 'Holiday', §4.7, §5.9, §7.4, §8.
export const HOLIDAY_MSG = {
  added: 'Feriado adicionado',
  addFailed: 'Não foi possível adicionar o feriado',
  edited: 'Feriado editado com sucesso',
  editFailed: 'Não foi possível editar o feriado',
  listFailed: 'Não foi possivel obter os feriados!',
  removed: 'Feriado removido com sucesso',
  removeFailed: 'Falha ao remover feriado',
  removedMany: 'Feriado(s) removido(s) com sucesso',
  removeManyFailed: 'Falha ao remover feriado(s)',
  empty: 'Nenhum feriado encontrado!',
  dialogTitle: 'Adicionar Feriado',
  submit: 'REGISTRAR FERIADO',
  removeTitle: 'Remover Feriado',
  removeQuestion: (name: string) => `Tem certeza que deseja remover o feriado ${name}?`,
  invalidDate: 'Data Invalida',
  endBeforeStart: 'Informe uma data posterior a de entrada',
  // Ours: the spec names neither the edit title, the ponto facultativo nor the bulk removal's confirmation.
  editTitle: 'Editar Feriado',
  optionalLabel: 'Ponto facultativo (folga que a empresa concede; não é feriado por lei)',
  removeManyTitle: 'Remover Feriados',
  removeManyQuestion: (count: number) =>
    count === 1 ? 'Tem certeza que deseja remover o feriado selecionado?' : `Tem certeza que deseja remover os ${count} feriados selecionados?`,
} as const;

/** The import sheet's own refusals (functions/src/modules/holiday/sheet.ts). */
export const HOLIDAY_SHEET_MSG = {
  type: "Use 'Nacional', 'Estadual' ou 'Municipal'",
  exists: 'Feriado já cadastrado (mesmo nome e data): a linha foi ignorada.',
} as const;

/** The spec's labels, as the TIPO and MODELO filters show them. */
export const HOLIDAY_TYPE_LABEL: Record<HolidayType, string> = { NATIONAL: 'NACIONAL', STATE: 'ESTADUAL', MUNICIPAL: 'MUNICIPAL' };
export const HOLIDAY_MODEL_LABEL: Record<HolidayModel, string> = { date: 'Data', period: 'Período' };
export const OPTIONAL_LABEL = 'Ponto facultativo';

const day = z._default(z.string().check(z.trim()), '');

/** What the form holds and the API takes: both days fields, whatever the model. */
const holidayFields = z.object({
  name: requiredText(MSG.required, 100),
  type: z.enum(HOLIDAY_TYPES, { error: MSG.required }),
  holidayModel: z.enum(HOLIDAY_MODELS, { error: MSG.required }),
  date: day,
  period: z._default(z.object({ start: day, end: day }), { start: '', end: '' }),
  /** Ponto facultativo: a day off the company chose to give, not a holiday by law. */
  optional: z._default(z.boolean(), false),
});
type HolidayFields = z.infer<typeof holidayFields>;

type Issue = { path: (string | number)[]; message: string };

/** §5.9: the date of a dated holiday; both days of a period, the end after the start. */
export function holidayDayIssues(holiday: Pick<HolidayFields, 'holidayModel' | 'date' | 'period'>): Issue[] {
  if (holiday.holidayModel === 'date') {
    if (!isCalendarDay(holiday.date)) return [{ path: ['date'], message: HOLIDAY_MSG.invalidDate }];
    return isDayInRange(holiday.date, 'holiday') ? [] : [{ path: ['date'], message: dayRangeMessage('holiday') }];
  }
  const { start, end } = holiday.period;
  const issues = (['start', 'end'] as const).flatMap((edge): Issue[] => {
    const value = holiday.period[edge];
    if (!value) return [{ path: ['period', edge], message: MSG.required }];
    if (!isCalendarDay(value)) return [{ path: ['period', edge], message: HOLIDAY_MSG.invalidDate }];
    return isDayInRange(value, 'holiday') ? [] : [{ path: ['period', edge], message: dayRangeMessage('holiday') }];
  });
  if (issues.length > 0) return issues;
  return end > start ? [] : [{ path: ['period', 'end'], message: HOLIDAY_MSG.endBeforeStart }];
}

/** §4.7: the model decides which of date and period is kept; the other is removed before sending. */
function normalized<T extends HolidayFields>({ date, period, holidayModel, ...rest }: T): Omit<T, 'date' | 'period' | 'holidayModel'> & HolidayDays {
  return holidayModel === 'date' ? { ...rest, holidayModel, date } : { ...rest, holidayModel, period };
}

function holidaySchema<S extends typeof holidayFields>(fields: S) {
  const checked = fields.check(
    // Runs even when the name or the type is missing, so the form shows every message at once.
    z.check(
      (payload) => {
        for (const { path, message } of holidayDayIssues(payload.value)) {
          payload.issues.push({ code: 'custom', message, path, input: payload.value, continue: true });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null && whenValid('holidayModel', 'date', 'period')(payload) },
    ),
  );
  return z.pipe(checked, z.transform((holiday: z.infer<S>) => normalized(holiday)));
}

/** The 'Adicionar Feriado' form (§5.9); its output holds only the field of its model (§4.7). */
export const holidayInputSchema = holidaySchema(holidayFields);
export type HolidayInput = z.output<typeof holidayInputSchema>;

/** POST /api/holiday and PUT /api/holiday/update/{id}: the holiday plus its company (§7.4). */
export const holidayBodySchema = holidaySchema(z.extend(holidayFields, { company: requiredText(MSG.required) }));

export const HOLIDAY_ORDER_BY = ['name', 'type', 'holidayModel', 'date'] as const;
export type HolidayOrderBy = (typeof HOLIDAY_ORDER_BY)[number];
export type HolidayFilter = 'typeFilter' | 'modelFilter' | 'yearFilter';

/**
 * GET /api/holiday/paginate/{companyId}: page, limit, order, orderBy, text, typeFilter, modelFilter (§7.4, §9), and
 * yearFilter (ours): the holidays that fall in that year, so each year's Natal is told apart.
 */
export const holidayPaginateQuerySchema = z.extend(paginateQuery(HOLIDAY_ORDER_BY, 'name'), {
  typeFilter: z.optional(z.enum(HOLIDAY_TYPES)),
  modelFilter: z.optional(z.enum(HOLIDAY_MODELS)),
  yearFilter: z.optional(z.string().check(z.regex(/^\d{4}$/))),
});

/** A holiday as the API answers it (§3, §7.4): only the field of its model. */
export type Holiday = HolidayDays & {
  _id: string;
  name: string;
  type: HolidayType;
  optional: boolean;
  company: string;
};

/**
 * 'dd/MM/yyyy' or 'dd/MM/yyyy - dd/MM/yyyy': §2.8 shows dd/MM, but holidays are dated occurrences, and without the
 * year two years' Natal read the same (issue 20 §6).
 */
export function holidayDaysLabel(holiday: HolidayDays): string {
  return holiday.holidayModel === 'date'
    ? brazilianDate(holiday.date)
    : `${brazilianDate(holiday.period.start)} - ${brazilianDate(holiday.period.end)}`;
}

/** The catalogue's manifest routes, as literals: the SPA's calls take their terms from the contract. */
const HOLIDAY_ROUTES = {
  paginate: 'paginateHolidays',
  create: 'createHoliday',
  update: 'updateHoliday',
  remove: 'deleteHoliday',
  import: 'importHolidays',
  model: 'holidaySheetModel',
  removeMany: 'deleteHolidays',
} as const satisfies CatalogRoutes;

/** Holidays as a company catalogue (/home/holidays): no code, no unique name, nobody points at them. */
export const HOLIDAY_CATALOG: CatalogSpec<HolidayInput, Holiday, HolidayOrderBy, HolidayFilter, typeof HOLIDAY_ROUTES> = {
  kind: 'holiday',
  routes: HOLIDAY_ROUTES,
  texts: {
    created: HOLIDAY_MSG.added,
    createFailed: HOLIDAY_MSG.addFailed,
    updated: HOLIDAY_MSG.edited,
    updateFailed: HOLIDAY_MSG.editFailed,
    removed: HOLIDAY_MSG.removed,
    removeFailed: HOLIDAY_MSG.removeFailed,
    listFailed: HOLIDAY_MSG.listFailed,
    empty: HOLIDAY_MSG.empty,
    removeTitle: HOLIDAY_MSG.removeTitle,
    removeQuestion: HOLIDAY_MSG.removeQuestion,
  },
  input: holidayInputSchema,
  body: holidayBodySchema,
  pageQuery: holidayPaginateQuerySchema,
  defaultOrderBy: 'name',
  modelFileName: 'modelo-feriados.xlsx',
  bulkRemove: {
    field: 'selectedHolidays',
    texts: {
      title: HOLIDAY_MSG.removeManyTitle,
      question: HOLIDAY_MSG.removeManyQuestion,
      removed: HOLIDAY_MSG.removedMany,
      removeFailed: HOLIDAY_MSG.removeManyFailed,
    },
  },
  // Names repeat from year to year ('Natal'): the day tells rows apart.
  rowLabel: (holiday) => `${holiday.name} ${brazilianDate(firstDay(holiday))}`,
};
