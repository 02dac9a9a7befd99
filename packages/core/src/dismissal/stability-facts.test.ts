import { describe, expect, it } from 'vitest';
import type { RegisteredActivity } from '../activity/rules';
import { canConclude } from './rules';
import { DISMISSAL_MSG } from './messages';
import { stabilityJustificationIssue } from './stability';
import { addCalendarMonths, factsInForce, stabilityFactText, stabilityFacts } from './stability-facts';
import { savedShutDown } from './testing/shut-down-data';

const leave = (type: RegisteredActivity['type'], startDate: string, finalDate: string | null): RegisteredActivity => ({
  type,
  period: 'MORE_THAN_ONE_DAY',
  startDate,
  finalDate,
  withoutForecastOfEnding: finalDate === null,
});

const maternity = leave('MATERNITY_LEAVE', '2026-03-02', '2026-06-29');
const inss = leave('INSS_REMOVAL', '2026-01-05', '2026-02-20');

describe('stability from recorded leaves (issue 20 §4)', () => {
  it('adds calendar months, keeping the day or the last of the month', () => {
    expect(addCalendarMonths('2026-03-30', 5)).toBe('2026-08-30');
    expect(addCalendarMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addCalendarMonths('2026-02-20', 12)).toBe('2027-02-20');
  });

  it('a maternity leave protects to 5 months after the latest birth its start allows (CLT art. 392 §1; ADCT art. 10, II, b)', () => {
    expect(stabilityFacts([maternity])).toEqual([{ kind: 'maternity', first: '2026-03-02', last: '2026-06-29', until: '2026-08-30' }]);
  });

  it('an INSS leave protects 12 months after it ends (Lei 8.213 art. 118), and all along while it goes on', () => {
    expect(stabilityFacts([inss])).toEqual([{ kind: 'inssLeave', first: '2026-01-05', last: '2026-02-20', until: '2027-02-20' }]);
    expect(stabilityFacts([leave('INSS_REMOVAL', '2026-05-04', null)])[0].until).toBeNull();
  });

  it('other leaves are no fact', () => {
    expect(stabilityFacts([leave('VACATION', '2026-03-02', '2026-03-31'), leave('UNPAID_LEAVE', '2026-04-01', null)])).toEqual([]);
  });

  it('keeps the facts still protecting on the resignation date', () => {
    const facts = stabilityFacts([maternity, inss]);
    expect(factsInForce(facts, '2026-08-30').map((fact) => fact.kind)).toEqual(['maternity', 'inssLeave']);
    expect(factsInForce(facts, '2026-08-31').map((fact) => fact.kind)).toEqual(['inssLeave']);
    expect(factsInForce(facts, '2027-02-21')).toEqual([]);
  });

  it('says what each fact is, with its law and date', () => {
    const [fact] = stabilityFacts([maternity]);
    expect(stabilityFactText(fact)).toBe(
      'Licença-maternidade registrada (02/03/2026 a 29/06/2026): estabilidade da gestante até 5 meses após o parto (ADCT art. 10, II, b), até 30/08/2026.',
    );
  });

  it('a dismissal without cause while one is in force needs the written justification, to save and to conclude', () => {
    const data = savedShutDown({ resignationDate: '2026-07-01', departureDate: '2026-07-01' });
    const facts = factsInForce(stabilityFacts([maternity]), data.resignationDate);
    expect(stabilityJustificationIssue([], data, facts)).toBe(DISMISSAL_MSG.stabilityFactsJustificationRequired);
    expect(stabilityJustificationIssue([], { ...data, justCause: true }, facts)).toBeNull();
    expect(stabilityJustificationIssue([], { ...data, stabilityJustification: 'A gestante pediu demissão por escrito.' }, facts)).toBeNull();
    const state = { approvedCheckup: true, shutDownData: data, protectedConditions: [], stabilityFacts: stabilityFacts([maternity]) };
    expect(canConclude(state)).toBe(false);
    expect(canConclude({ ...state, shutDownData: { ...data, resignationDate: '2026-09-01' } })).toBe(true);
  });
});
