import { nameMatches, periodFigures, type PeriodDay, type PeriodRow } from '@colabora/core/timeclock/records';
import { monthsOf, type Period } from '@colabora/core/timeclock/period-filter';
import { wholeWeeks } from '@colabora/core/timeclock/weekly-rest';
import { getUser } from '../person/records';
import { readRoster, type RosterRow } from '../person/staff-roster';
import { companyDismissals } from '../person/dismissal-list';
import { companyJourneys } from '../workday/store';
import { settledMonth } from './settled-month';

// The period's figures of a company's people (REGISTROS GERAIS; BANCO DE HORAS adds its bank columns): the people
// from the staff roster (active employees of the company with the time-clock module; archived and dismissed
// people are not on it), the days from the settled month items (settled-month.ts), the months read at once.
// People in the dismissal process leave the roster but keep working, and a leaver's last days still count (their
// bank is paid at termination, CLT art. 59 §3): they come from the dismissal list, the concluded ones only when
// the period holds settled days of theirs.

type Listed = Pick<RosterRow, 'id' | 'fullName' | 'jobRoleId' | 'departmentId' | 'workdayId' | 'recordPoints'>;

export interface PeriodTotalsFilter extends Period {
  jobRoleId?: string;
  departmentId?: string;
  text?: string;
}

/** The roster rows the filter keeps: time-clock people of the job role, department and name asked. */
function listed<Row extends Listed>(rows: readonly Row[], { jobRoleId, departmentId, text = '' }: PeriodTotalsFilter): Row[] {
  return rows.filter(
    (row) =>
      row.recordPoints &&
      (!jobRoleId || row.jobRoleId === jobRoleId) &&
      (!departmentId || row.departmentId === departmentId) &&
      nameMatches(row.fullName, text),
  );
}

/** The company's people in or through the dismissal process, as the period lists them (few: read one by one). */
async function leavers(companyId: string): Promise<(Listed & { concluded: boolean })[]> {
  const entries = await companyDismissals(companyId);
  const people = await Promise.all(entries.map((entry) => getUser(companyId, entry.userId)));
  return people.flatMap((person) =>
    person && !person.archivedAt
      ? [
          {
            id: person.id,
            fullName: person.fullName,
            jobRoleId: person.jobRoleId ?? null,
            departmentId: person.departmentId ?? null,
            workdayId: person.hiringData?.workday ?? null,
            recordPoints: person.recordPoints === true,
            concluded: person.statusActive === 'DISMISSED',
          },
        ]
      : [],
  );
}

/**
 * One row per listed person, unsorted; a person without settled days has zeros. The days are read over the
 * period's whole weeks, so a fault just outside the period takes away a weekly rest day inside it, as in the mirror
 * (Lei 605/49 art. 6, core weekly-rest.ts).
 */
export async function periodTotals(companyId: string, filter: PeriodTotalsFilter): Promise<PeriodRow[]> {
  const weeks = wholeWeeks(filter);
  const [roster, leaving, journeys, months] = await Promise.all([
    readRoster(companyId),
    leavers(companyId),
    companyJourneys(companyId),
    Promise.all(monthsOf(weeks).map((month) => settledMonth(companyId, month, weeks))),
  ]);
  const journeyName = new Map(journeys.map((journey) => [journey.id, journey.name]));
  const daysOf = new Map<string, PeriodDay[]>();
  for (const month of months) {
    for (const [userId, days] of month) daysOf.set(userId, [...(daysOf.get(userId) ?? []), ...days]);
  }
  const onRoster = new Set(roster.map((row) => row.id));
  const inPeriod = (days: readonly PeriodDay[]) => days.some((day) => day.day >= filter.from && day.day <= filter.to);
  const people: Listed[] = [
    ...roster,
    ...leaving.filter((person) => !onRoster.has(person.id) && (!person.concluded || inPeriod(daysOf.get(person.id) ?? []))),
  ];
  return listed(people, filter).map((row) => ({
    userId: row.id,
    fullName: row.fullName,
    workdayName: (row.workdayId && journeyName.get(row.workdayId)) || '',
    ...periodFigures(daysOf.get(row.id) ?? [], filter),
  }));
}
