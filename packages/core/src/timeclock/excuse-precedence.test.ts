import { describe, expect, it } from 'vitest';
import { DAY_EXCUSES, type DayExcuseKind } from './day-excuse';
import { EXCUSE_PRECEDENCE, strongestExcuse } from './excuse-precedence';
import { plannedDay, type PersonFacts } from './planned-day';
import { activity, approved, justified, partialCertificate, personFacts, workedNotice } from './testing/person-facts';

// The excuse precedence (issue 22 §1): one table, and every pair of the facts that excuse a day, as they are
// recorded (a holiday, the scale's rest day, a vacation, a leave, a certificate, a day off, an absence HR justified,
// a free notice day), names the day by it; a partial certificate names only a day nothing else excuses. Days in the last 7 free days of a worked notice (16–22/03/2031).
const SUNDAY = '2031-03-16';
const TUESDAY = '2031-03-18';

type Source = Exclude<DayExcuseKind, 'PARTIAL_MEDICAL_CERTIFICATE'>;

const SOURCES: Record<Source, (day: string) => Partial<PersonFacts>> = {
  HOLIDAY: (day) => ({ holidays: [{ name: 'Aniversário da cidade', holidayModel: 'date', date: day }] }),
  REST: () => ({}),
  VACATION: (day) => ({ activities: [activity('VACATION', day)] }),
  LEAVE: (day) => ({ activities: [activity('INSS_REMOVAL', day)] }),
  MEDICAL_CERTIFICATE: (day) => ({ requests: [approved('MEDICAL_CERTIFICATE', day)] }),
  DAY_OFF: (day) => ({ requests: [approved('REQUEST_DAY_OFF', day)] }),
  JUSTIFIED: (day) => ({ requests: [justified(day)] }),
  NOTICE: () => ({ notice: workedNotice('sevenDaysBeforeEndDate') }),
};

/** The facts of both sources on one day: a Sunday when one of them is the rest day, else a Tuesday. */
function both(a: Source, b: Source): { facts: PersonFacts; day: string } {
  const day = a === 'REST' || b === 'REST' ? SUNDAY : TUESDAY;
  const [x, y] = [SOURCES[a](day), SOURCES[b](day)];
  const facts = personFacts({
    ...x,
    ...y,
    holidays: [...(x.holidays ?? []), ...(y.holidays ?? [])],
    activities: [...(x.activities ?? []), ...(y.activities ?? [])],
    requests: [...(x.requests ?? []), ...(y.requests ?? [])],
    notice: x.notice ?? y.notice ?? null,
  });
  return { facts, day };
}

const sources = Object.keys(SOURCES) as Source[];
const pairs = sources.flatMap((a, index) => sources.slice(index + 1).map((b) => [a, b] as const));
const rank = (kind: DayExcuseKind) => (EXCUSE_PRECEDENCE as readonly DayExcuseKind[]).indexOf(kind);

describe('the excuse precedence', () => {
  it('ranks every kind of excuse once', () => {
    expect([...EXCUSE_PRECEDENCE].sort()).toEqual([...DAY_EXCUSES].sort());
  });

  it('each source alone names the day and asks nothing of it', () => {
    for (const source of sources) {
      const day = source === 'REST' ? SUNDAY : TUESDAY;
      const planned = plannedDay(personFacts(SOURCES[source](day)), day);
      expect(planned.excuse?.kind, source).toBe(source);
      expect(planned.asked, source).toBeNull();
    }
    expect(plannedDay(personFacts(), TUESDAY)).toMatchObject({ excuse: null, asked: { enterTime: '08:00' } });
  });

  it.each(pairs)('%s with %s: the one ranked first names the day', (a, b) => {
    const { facts, day } = both(a, b);
    const expected = rank(a) < rank(b) ? a : b;
    expect(plannedDay(facts, day).excuse?.kind).toBe(expected);
    expect(plannedDay(facts, day).asked).toBeNull();
  });

  it('the order is the table: a vacation or leave, a certificate, a day off, then the calendar, then the notice', () => {
    expect(EXCUSE_PRECEDENCE).toEqual(['VACATION', 'LEAVE', 'MEDICAL_CERTIFICATE', 'DAY_OFF', 'JUSTIFIED', 'HOLIDAY', 'REST', 'NOTICE', 'PARTIAL_MEDICAL_CERTIFICATE']);
  });

  it.each(sources)('a partial certificate with %s: the whole-day excuse names the day', (source) => {
    const day = source === 'REST' ? SUNDAY : TUESDAY;
    const facts = SOURCES[source](day);
    const planned = plannedDay(personFacts({ ...facts, requests: [...(facts.requests ?? []), partialCertificate(day, '08:00', '10:00')] }), day);
    expect(planned.excuse?.kind).toBe(source);
    expect(planned.asked).toBeNull();
  });

  it('a partial certificate alone names the day and keeps the plan for the other hours', () => {
    const planned = plannedDay(personFacts({ requests: [partialCertificate(TUESDAY, '08:00', '10:00')] }), TUESDAY);
    expect(planned.excuse).toEqual({ kind: 'PARTIAL_MEDICAL_CERTIFICATE', startHour: '08:00', endHour: '10:00' });
    expect(planned.asked).toMatchObject({ enterTime: '08:00' });
  });

  it('a partial certificate never names a day another excuse covers whole, and keeps its hours alone', () => {
    const partial = { kind: 'PARTIAL_MEDICAL_CERTIFICATE', startHour: '08:00', endHour: '10:00' } as const;
    for (const kind of ['VACATION', 'LEAVE', 'MEDICAL_CERTIFICATE', 'DAY_OFF', 'JUSTIFIED', 'REST', 'NOTICE'] as const) {
      expect(strongestExcuse([partial, { kind }]), kind).toEqual({ kind });
    }
    expect(strongestExcuse([null, partial, null])).toEqual(partial);
    expect(strongestExcuse([])).toBeNull();
  });
});
