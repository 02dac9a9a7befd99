import {
  updateJourneyBreaksSchema,
  updateJourneyDetailsSchema,
  updateJourneyScaleAndBreaksSchema,
  updateJourneyScaleSchema,
} from '@colabora/core/workday/api';
import { breaksScheduleIssues, type JourneyBreak } from '@colabora/core/workday/schema';
import type { ScaleHours } from '@colabora/core/workday/rules';
import { assertSameCompany } from '../../http/company-scope';
import { BadRequest } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { editJourney } from '../../modules/workday/journey-writes';

// The edit screen's tabs (spec 002 §2.9 'Edit journey', §7.5): each saves on its own, through the same core
// schemas as the wizard, and only while nobody is on the journey (409 otherwise).

/** 400 when a break falls outside the scale's hours; `at` is where the breaks are in the body. */
function assertBreaksFit(scale: ScaleHours, breaks: readonly JourneyBreak[], at: string[]): void {
  const issues = breaksScheduleIssues(scale, breaks);
  if (issues.length === 0) return;
  const errors = Object.fromEntries(issues.map(({ path, message }) => [[...at, ...path].join('.'), message]));
  throw new BadRequest(issues[0].message, errors);
}

/** PUT /api/workday/update/details {journeyId, journeyDetails, company} → the journey (a rename keeps names unique). */
export const updateWorkdayDetails = action('updateWorkdayDetails', { body: updateJourneyDetailsSchema }, async ({ caller, body: { journeyId, journeyDetails, company } }) => {
  assertSameCompany(caller, company);
  return ok(await editJourney(caller.companyId, journeyId, () => ({ set: journeyDetails, read: [] })));
});

/**
 * PUT /api/workday/update/scale {journeyId, journeyScale} → the journey. The stored breaks must fit the new
 * hours; otherwise the SPA asks (AVISO) and sends the scale with no breaks to update/scaleAndBreaks.
 */
export const updateWorkdayScale = action('updateWorkdayScale', { body: updateJourneyScaleSchema }, async ({ caller, body: { journeyId, journeyScale } }) => {
  return ok(
    await editJourney(caller.companyId, journeyId, (stored) => {
      assertBreaksFit(journeyScale, stored.breaks, []);
      return { set: journeyScale, read: ['breaks'] };
    }),
  );
});

/** PUT /api/workday/update/breaks {journeyId, journeyBreaks: {numberOfBreaks, breaks}} → the journey; the breaks fit its hours. */
export const updateWorkdayBreaks = action('updateWorkdayBreaks', { body: updateJourneyBreaksSchema }, async ({ caller, body: { journeyId, journeyBreaks } }) => {
  return ok(
    await editJourney(caller.companyId, journeyId, (stored) => {
      assertBreaksFit(stored, journeyBreaks.breaks, ['journeyBreaks']);
      return { set: journeyBreaks, read: ['scaleType', 'standardWeekScale', 'standardDayScale'] };
    }),
  );
});

/** PUT /api/workday/update/scaleAndBreaks {journeyId, journeyScale, journeyBreaks} → the journey (the schema fits them together). */
export const updateWorkdayScaleAndBreaks = action('updateWorkdayScaleAndBreaks', { body: updateJourneyScaleAndBreaksSchema }, async ({ caller, body: { journeyId, journeyScale, journeyBreaks } }) => {
  return ok(await editJourney(caller.companyId, journeyId, () => ({ set: { ...journeyScale, ...journeyBreaks }, read: [] })));
});
