import { randomUUID } from 'node:crypto';
import { VALID_JOURNEY } from '@colabora/core/workday/testing/journeys';
import { newJourneySchema, type Journey } from '@colabora/core/workday/schema';
import { createJourney } from '../modules/workday/journey-writes';

// Journeys for handler tests, written through the store's rules (unique name, totals computed by the core schema).

/** What the wizard sends: core's valid 5x2 journey of 44 h (08:00–17:48, a coffee break at 10:00), renamed. */
export function journeyBody(name: string, overrides: Record<string, unknown> = {}) {
  return { ...VALID_JOURNEY, name, ...overrides };
}

/** A 12/36 night shift from 19:00 (its exit, totals and holidays are fixed by the scale). */
export const NIGHT_SHIFT = {
  scaleType: '12/36',
  standardDayScale: { standardDay: { enterTime: '19:00', exitTime: '', mainBreak: 60 } },
  numberOfBreaks: '0Breaks',
  breaks: [],
};

/** Creates a journey in the company (a unique name unless given). */
export function createTestJourney(
  companyId: string,
  name = `Jornada ${randomUUID().slice(0, 8)}`,
  overrides: Record<string, unknown> = {},
): Promise<Journey> {
  return createJourney(companyId, newJourneySchema.parse(journeyBody(name, overrides)));
}
