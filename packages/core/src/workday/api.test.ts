import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../admission/testing/issues';
import { MSG } from '../messages';
import { MAX_SELECTED } from '../paging';
import {
  journeyNameQuerySchema,
  journeyPaginateQuerySchema,
  journeysSelectionSchema,
  journeysStatusSchema,
  monthScaleQuerySchema,
  updateJourneyBreaksSchema,
  updateJourneyDetailsSchema,
  updateJourneyScaleAndBreaksSchema,
  updateJourneyScaleSchema,
} from './api';
import { WORKDAY_MSG } from './messages';
import { COMMERCIAL_SCALE, coffeeBreak, VALID_DETAILS } from './testing/journeys';

describe('journey calls (spec 002 §7.5)', () => {
  it('pages the list by name ascending, 5 a page, with every filter off by default', () => {
    expect(journeyPaginateQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 5,
      order: 'asc',
      orderBy: 'name',
      text: '',
      holidayFilter: '',
      statusFilter: '',
      pointTypeFilter: '',
      scaleFilter: '',
    });
    const filtered = journeyPaginateQuerySchema.parse({ holidayFilter: 'true', statusFilter: 'false', pointTypeFilter: 'Banco de Horas', scaleFilter: '12/36' });
    expect(filtered).toMatchObject({ holidayFilter: 'true', statusFilter: 'false', pointTypeFilter: 'Banco de Horas', scaleFilter: '12/36' });
    expect(journeyPaginateQuerySchema.safeParse({ scaleFilter: '12x36' }).success).toBe(false);
  });

  it('takes a selection of journeys, at most one page of them, and a status to set on them', () => {
    expect(issuesByPath(journeysSelectionSchema.safeParse({ selectedJourneys: [] }))).toEqual({ selectedJourneys: [MSG.required] });
    const page = Array.from({ length: MAX_SELECTED }, (_, index) => `j${index}`);
    expect(journeysSelectionSchema.safeParse({ selectedJourneys: page }).success).toBe(true);
    const tooMany = { selectedJourneys: [...page, 'one more'], status: true };
    const capped = { selectedJourneys: [WORKDAY_MSG.tooManySelected(MAX_SELECTED)] };
    expect(issuesByPath(journeysSelectionSchema.safeParse(tooMany))).toEqual(capped);
    expect(issuesByPath(journeysStatusSchema.safeParse(tooMany))).toEqual(capped);
    expect(issuesByPath(journeysStatusSchema.safeParse({ selectedJourneys: ['a'] }))).toEqual({ status: [MSG.required] });
    expect(journeysStatusSchema.parse({ selectedJourneys: ['a', 'b'], status: false })).toEqual({ selectedJourneys: ['a', 'b'], status: false });
  });

  it("reads the employee's month (§7.1): month 1–12 and year as the query string has them, HR's userId optional", () => {
    expect(monthScaleQuerySchema.parse({ month: '3', year: '2026' })).toEqual({ month: 3, year: 2026 });
    expect(monthScaleQuerySchema.parse({ month: '12', year: '2026', userId: ' u1 ' })).toEqual({ month: 12, year: 2026, userId: 'u1' });
    for (const query of [{ month: '13', year: '2026' }, { month: '0', year: '2026' }, { month: '3' }, { month: 'x', year: '2026' }, { month: '3', year: '2026', userId: ' ' }]) {
      expect(monthScaleQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('checks a name for the company, the journey being edited aside', () => {
    expect(journeyNameQuerySchema.parse({ name: ' Comercial ', company: 'c1', id: 'j1' })).toEqual({ name: 'Comercial', company: 'c1', id: 'j1' });
    expect(issuesByPath(journeyNameQuerySchema.safeParse({ company: 'c1' }))).toEqual({ name: [MSG.required] });
  });

  it('updates each tab with its own schema, under its own key', () => {
    const details = updateJourneyDetailsSchema.safeParse({ journeyId: 'j1', company: 'c1', journeyDetails: { ...VALID_DETAILS, name: '' } });
    expect(issuesByPath(details)).toEqual({ 'journeyDetails.name': [MSG.required] });
    const scale = updateJourneyScaleSchema.parse({ journeyId: 'j1', journeyScale: { ...COMMERCIAL_SCALE, totalHours: '01:00' } });
    expect(scale.journeyScale.totalHours).toBe('44:00');
    const breaks = updateJourneyBreaksSchema.safeParse({ journeyId: 'j1', journeyBreaks: { numberOfBreaks: '1Breaks', breaks: [] } });
    expect(issuesByPath(breaks)).toEqual({ 'journeyBreaks.numberOfBreaks': [WORKDAY_MSG.breaksCountMismatch] });
  });

  it('saves a scale with its breaks only when they fit it (after the AVISO, with none)', () => {
    const body = (breaks: ReturnType<typeof coffeeBreak>[]) => ({
      journeyId: 'j1',
      journeyScale: COMMERCIAL_SCALE,
      journeyBreaks: { numberOfBreaks: `${breaks.length}Breaks`, breaks },
    });
    expect(issuesByPath(updateJourneyScaleAndBreaksSchema.safeParse(body([coffeeBreak('18:00')])))).toEqual({
      'journeyBreaks.breaks.0.start': [WORKDAY_MSG.breaksOutsideSchedule],
    });
    expect(updateJourneyScaleAndBreaksSchema.safeParse(body([])).success).toBe(true);
  });
});
