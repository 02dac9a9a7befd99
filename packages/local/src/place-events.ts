import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import { punchHash } from '@colabora/core/timeclock/punch-hash';
import { config } from '@colabora/functions/config';
import type { AfdEventRecord } from '@colabora/functions/db/entities/afd-event';
import type { TimeZone } from '@colabora/core/company/time-zone';
import type { PunchRecord } from '@colabora/functions/db/entities/punch';
import type { UserRecord } from '@colabora/functions/db/entities/user';
import { db } from '@colabora/functions/db/service';
import { storedTimeZone } from '@colabora/functions/modules/company/time-zone';
import { s3 } from '@colabora/functions/modules/files/s3-client';
import { employeeEvent, employerEvent, type EmployerFacts, type PendingEvent } from '@colabora/functions/modules/timeclock/afd-events';
import { receiptKey } from '@colabora/functions/modules/timeclock/receipt-file';
import { mayPunch } from '@colabora/functions/modules/timeclock/time-clock-person';
import { companyPunches } from '@colabora/functions/modules/timeclock/punch-store';

// The local data upgrade to version 6 (local-data-upgrade.ts): a company whose punches were numbered 1..n before
// the employer and employee records took NSRs of the same sequence (issue 23 §1) gets those records at their
// historical place, as well as the data tells it, through the app's own record builders (afd-events.ts):
//   - the employer record (type 2) first, at the company's creation or its first punch, whichever came first;
//   - each person on the time clock (role EMPLOYEE, module on, a CPF) included (type 5 'I') on their admission day
//     or just before their first punch, whichever came first, never before the company;
//   - someone no longer on it (dismissed, archived) excluded (type 5 'E') just after their last punch.
// Nobody's CPF is on file as responsible for these: the fields are blank. A person on the time clock without a CPF
// cannot be included (no all-zero CPF): they are named in a warning. Only local data: in AWS no function may
// rewrite a punch.

/** A company as stored: the employer's data, when it was created, its clock. */
type Company = EmployerFacts & { id: string; createdAt?: string; timeZone?: TimeZone };

type Placed = { at: number; event: PendingEvent } | { at: number; punch: PunchRecord };

/** A person as they were while on the time clock. */
const onClock = (person: UserRecord): UserRecord => ({ ...person, statusActive: 'HIRED', deactivated: false });

function personEvents(person: UserRecord, own: readonly PunchRecord[], companyAt: number, dayStart: (day: string) => number): Placed[] {
  const first = own.length > 0 ? Date.parse(own[0].receivedAt) - 1 : Infinity;
  const admitted = person.admissionDate ? dayStart(person.admissionDate) : Infinity;
  const includedAt = Math.max(companyAt, Math.min(first, admitted) === Infinity ? companyAt : Math.min(first, admitted));
  const included = employeeEvent(null, onClock(person), null);
  if (!included) return [];
  const placed: Placed[] = [{ at: includedAt, event: included }];
  const excluded = mayPunch(person) ? null : employeeEvent(onClock(person), person, null);
  if (excluded) placed.push({ at: Math.max(includedAt, own.length > 0 ? Date.parse(own[own.length - 1].receivedAt) + 1 : includedAt), event: excluded });
  return placed;
}

/** Places the company's AFD events among its punches and renumbers them; a company that has events is left. */
export async function placeAfdEvents(company: Company): Promise<void> {
  const { data: existing } = await db.entities.afdEvent.query.companyEvents({ companyId: company.id }).go({ limit: 1 });
  if (existing.length > 0) return;
  const punches: PunchRecord[] = [];
  for await (const punch of companyPunches(company.id)) punches.push(punch);
  const timeZone = storedTimeZone(company);
  const clock = zonedClock(timeZone);
  const created = company.createdAt ? Date.parse(company.createdAt) : Infinity;
  const companyAt = Math.min(created, punches.length > 0 ? Date.parse(punches[0].receivedAt) - 1 : Infinity, Date.now());
  const { data: people } = await db.entities.user.query.people({ companyId: company.id }).go({ pages: 'all' });
  const events: Placed[] = [{ at: companyAt, event: employerEvent(company.id, company, null) }];
  for (const person of people.filter((candidate) => candidate.role === 'EMPLOYEE' && candidate.recordPoints === true)) {
    if (!person.documents?.cpf) {
      console.warn(`Sem CPF, fora do AFD: ${person.fullName} (${person.id}), da empresa ${company.name}.`);
      continue;
    }
    const own = punches.filter((punch) => punch.userId === person.id);
    events.push(...personEvents(person, own, companyAt, (day) => clock.instantAt(day, '00:00')));
  }
  // In time order; at one instant the company first, then as listed; each event before the punches received after it.
  events.sort((a, b) => a.at - b.at);
  const sequence: Placed[] = [];
  for (const punch of punches) {
    const at = Date.parse(punch.receivedAt);
    while (events.length > 0 && events[0].at <= at) sequence.push(events.shift()!);
    sequence.push({ at, punch });
  }
  sequence.push(...events);

  const items: AfdEventRecord[] = [];
  const moved: { from: PunchRecord; to: PunchRecord }[] = [];
  let previous: string | null = null;
  for (const [index, placed] of sequence.entries()) {
    const nsr = index + 1;
    if ('event' in placed) {
      items.push(placed.event(nsr, { at: new Date(placed.at), timeZone }));
      continue;
    }
    const to = { ...placed.punch, nsr };
    to.hash = await punchHash(to, previous);
    previous = to.hash;
    moved.push({ from: placed.punch, to });
  }
  // From the highest NSR down: a punch's new NSR is never lower than its old one, so no key is written over before
  // the punch holding it has moved.
  for (const { from, to } of moved.reverse()) {
    if (from.nsr === to.nsr && from.hash === to.hash) continue;
    if (from.nsr !== to.nsr) {
      await db.entities.punch.delete({ companyId: from.companyId, userId: from.userId, day: from.day, punchedAt: from.punchedAt, nsr: from.nsr }).go();
      // Its receipt was made for the old NSR: made again when asked.
      await s3.send(new DeleteObjectCommand({ Bucket: config.bucketName, Key: receiptKey(company.id, from.nsr) }));
    }
    await db.entities.punch.put(to).go();
  }
  for (const item of items) await db.entities.afdEvent.create(item).go();
  const renumbered = new Map(moved.map(({ from, to }) => [from.nsr, to.nsr]));
  const { data: requests } = await db.entities.pointSolicitation.query.companyRequest({ companyId: company.id }).go({ pages: 'all' });
  for (const request of requests) {
    const nsr = request.punchNsr === undefined ? undefined : renumbered.get(request.punchNsr);
    if (nsr !== undefined && nsr !== request.punchNsr) await db.entities.pointSolicitation.put({ ...request, punchNsr: nsr }).go();
  }
  await db.entities.punchCounter.put({ companyId: company.id, nsr: sequence.length, ...(previous && { lastHash: previous }) }).go();
}
