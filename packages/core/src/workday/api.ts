import * as z from 'zod/mini';
import { requiredText, whenValid } from '../fields';
import { MSG } from '../messages';
import { MAX_SELECTED, paginateQuery } from '../paging';
import { WORKDAY_MSG } from './messages';
import { POINT_TYPES, SCALE_TYPES } from './options';
import { breaksScheduleIssues, journeyBreaksSchema, journeyDetailsSchema, journeyScaleSchema } from './schema';
import { yearsOf } from '../date-range';

// Queries and bodies of the journey calls (spec 002 §7.5, and the employee's month of §7.1); the journey's own
// fields are in schema.ts.

/** The sortable columns of RELAÇÃO DE JORNADAS CADASTRADAS; name ascending by default (§9). */
export const JOURNEY_ORDER_BY = ['name', 'scaleType', 'pointType', 'holidays', 'totalEmployees', 'status'] as const;
export type JourneyOrderBy = (typeof JOURNEY_ORDER_BY)[number];

/** A yes/no filter of the query string: '' (all), 'true' or 'false'. */
const booleanFilter = () => z._default(z.enum(['', 'true', 'false']), '');

/** GET workday/paginate/{companyId}: the FERIADOS, STATUS, TIPO DE PONTO and ESCALA filters, '' for all. */
export const journeyPaginateQuerySchema = z.extend(paginateQuery(JOURNEY_ORDER_BY, 'name'), {
  holidayFilter: booleanFilter(),
  statusFilter: booleanFilter(),
  pointTypeFilter: z._default(z.enum(['', ...POINT_TYPES]), ''),
  scaleFilter: z._default(z.enum(['', ...SCALE_TYPES]), ''),
});
export type JourneyPaginateQuery = z.infer<typeof journeyPaginateQuerySchema>;

const journeyId = requiredText(MSG.required);
const selectedJourneys = z
  .array(journeyId)
  .check(z.minLength(1, MSG.required), z.maxLength(MAX_SELECTED, WORKDAY_MSG.tooManySelected(MAX_SELECTED)));

/** DELETE /workday {selectedJourneys}. */
export const journeysSelectionSchema = z.object({ selectedJourneys });

/** PUT /workday {selectedJourneys, status}: ATIVAR / DESATIVAR SELECIONADOS. */
export const journeysStatusSchema = z.object({ selectedJourneys, status: z.boolean({ error: MSG.required }) });

/** GET /workday/validate/name?name&company&id: true when another journey of the company has the name. */
export const journeyNameQuerySchema = z.object({
  name: requiredText(MSG.required),
  company: requiredText(MSG.required),
  /** The journey being edited, which may keep its name. */
  id: z.optional(requiredText(MSG.required)),
});

/** PUT /workday/update/details. */
export const updateJourneyDetailsSchema = z.object({ journeyId, journeyDetails: journeyDetailsSchema, company: requiredText(MSG.required) });

/** PUT /workday/update/scale. */
export const updateJourneyScaleSchema = z.object({ journeyId, journeyScale: journeyScaleSchema });

/** PUT /workday/update/breaks; the handler then checks the breaks against the stored scale (`journeyBreaksSchemaFor`). */
export const updateJourneyBreaksSchema = z.object({ journeyId, journeyBreaks: journeyBreaksSchema });

/** PUT /workday/update/scaleAndBreaks: the breaks must fit the scale sent with them (after AVISO, none). */
export const updateJourneyScaleAndBreaksSchema = z
  .object({ journeyId, journeyScale: journeyScaleSchema, journeyBreaks: journeyBreaksSchema })
  .check(
    z.check(
      (payload) => {
        const { journeyScale, journeyBreaks } = payload.value;
        for (const { path, message } of breaksScheduleIssues(journeyScale, journeyBreaks.breaks)) {
          payload.issues.push({ code: 'custom', message, path: ['journeyBreaks', ...path], input: journeyBreaks, continue: true });
        }
      },
      { when: whenValid('journeyScale', 'journeyBreaks') },
    ),
  );

/** GET /scale/month-scale?month&year (§7.1): the caller's month; HR may add userId for a person of the company. */
export const monthScaleQuerySchema = z.object({
  month: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(12)),
  year: z.coerce.number().check(z.int(), z.minimum(yearsOf('timeClock').first), z.maximum(yearsOf('timeClock').last)),
  userId: z.optional(z.string().check(z.trim(), z.minLength(1))),
});
