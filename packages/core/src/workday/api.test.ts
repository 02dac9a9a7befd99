import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../admission/testing/issues';
import { MSG } from '../messages';
import {
  journeyNameQuerySchema,
  journeyPaginateQuerySchema,
  journeysSelectionSchema,
  journeysStatusSchema,
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

  it('takes a selection of journeys, and a status to set on them', () => {
    expect(issuesByPath(journeysSelectionSchema.safeParse({ selectedJourneys: [] }))).toEqual({ selectedJourneys: [MSG.required] });
    expect(issuesByPath(journeysStatusSchema.safeParse({ selectedJourneys: ['a'] }))).toEqual({ status: [MSG.required] });
    expect(journeysStatusSchema.parse({ selectedJourneys: ['a', 'b'], status: false })).toEqual({ selectedJourneys: ['a', 'b'], status: false });
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
