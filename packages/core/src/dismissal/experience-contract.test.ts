import { describe, expect, it } from 'vitest';
import { experienceEnding, experienceIndemnity, experienceTerm } from './experience-contract';

// 45 + 45 from 02/03/2026 (CLT arts. 445, 451): first term 15/04, the extension to 30/05.
const contract = { endOfFirstPeriod: '2026-04-15', endOfSecondPeriod: '2026-05-30', extended: false, reciprocalClause: false };
const ending = (resignationDate: string, overrides: Partial<typeof contract> = {}, dismissalOrigin: 'company' | 'collaborator' | 'agreement' = 'company') =>
  experienceEnding({ resignationDate, dismissalOrigin, justCause: false, experience: { ...contract, ...overrides } });

describe('the end of an experience contract', () => {
  it('runs to the first term unless the extension is provided or already running', () => {
    expect(experienceTerm(contract, '2026-04-10')).toBe('2026-04-15');
    expect(experienceTerm({ ...contract, extended: true }, '2026-04-10')).toBe('2026-05-30');
    expect(experienceTerm(contract, '2026-04-20')).toBe('2026-05-30');
  });

  it('tells the term, an early end by either party, and the cases with the notice rules', () => {
    expect(ending('2026-04-15')).toBe('atTerm');
    expect(ending('2026-05-30', { extended: true })).toBe('atTerm');
    expect(ending('2026-04-10')).toBe('earlyByCompany');
    expect(ending('2026-04-10', {}, 'collaborator')).toBe('earlyByEmployee');
    expect(ending('2026-04-10', { reciprocalClause: true })).toBe('noticeRules');
    expect(ending('2026-04-10', {}, 'agreement')).toBe('noticeRules');
    expect(ending('2026-06-01')).toBeNull();
  });

  it('art. 479: half the pay of the days left, R$ 250 to 15/04 and R$ 2 500 to 30/05 (the worked example)', () => {
    expect(experienceIndemnity(contract, '2026-04-10', 300_000)).toEqual({ term: '2026-04-15', remainingDays: 5, amount: 25_000 });
    expect(experienceIndemnity({ ...contract, extended: true }, '2026-04-10', 300_000)).toEqual({ term: '2026-05-30', remainingDays: 50, amount: 250_000 });
  });
});
