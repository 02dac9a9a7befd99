import { ACTIVATION_MSG } from '@colabora/core/admission/activation';
import { placeOfWorkText, placesOfWork, type PlaceOfWork } from '@colabora/core/company/employer';
import type { TimeZone } from '@colabora/core/company/time-zone';
import { zonedClock } from '@colabora/core/timeclock/company-clock';
import type { AfdEmployeeEvent, AfdEmployerEvent } from '@colabora/core/timeclock/afd/records';
import type { CompanyAddress } from '@colabora/core/company/schema';
import type { AfdEventRecord } from '../../db/entities/afd-event';
import type { UserRecord } from '../../db/entities/user';
import { writeLabelled, type TxEntities, type TxPart } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import { READ_AGAIN, retryTransaction } from '../../db/transaction-retry';
import { BadRequest } from '../../http/http-error';
import { now } from '../../lib/clock';
import { companyTimeZone } from '../company/time-zone';
import { COUNTER_ATTEMPTS, counterPart, movedCounterPause, NSR_COUNTER, readCounterHead, type CounterHead } from './nsr-counter';
import { mayPunch } from './time-clock-person';

// The AFD's employer (type 2) and employee (type 5) events (Portaria 671 Anexo IX: the ARP records "alterações de
// dados do empregador" and "inclusão, alteração e exclusão de empregados"; issue 23 §1). Each is written IN THE
// SAME TRANSACTION as the change that causes it, with the company's next NSR (nsr-counter.ts): the event exists
// if and only if the change committed, and a change retried because the counter moved (a punch or another event
// took the NSR) reads the counter again and takes the next one. Punches and events share the one sequence; the
// hash chain stays over the punches (the counter's lastHash is left as it is).
//   Type 2: the company created; its legal name, CNPJ or (first) place of work changed.
//   Type 5: I when a person comes onto the time clock (activated with it on, created with it on, back from a
//   dismissal undone), A when the name or CPF of someone on it changes, E when they leave it (dismissal
//   concluded, archived, deactivated). Who is "on the time clock" is one rule: time-clock-person.ts mayPunch.

/** The CPF of the user who made a change (type 2 field 4, type 5 field 8); null when they have none on file. */
export type ResponsibleCpf = string | null;

/** The user making a change, as the handlers hold them (their stored record); null: nobody (the seed, a command). */
export type Responsible = { documents?: { cpf?: string | null } | null } | null;

export const responsibleCpf = (by: Responsible): ResponsibleCpf => by?.documents?.cpf || null;

/** When and on what clock the change is recorded. */
export interface EventMoment {
  at: Date;
  timeZone: TimeZone;
}

/** An event waiting for its NSR and the moment it is recorded (both known only when the transaction is built). */
export type PendingEvent = (nsr: number, moment: EventMoment) => AfdEventRecord;

function recorded(companyId: string, nsr: number, { at, timeZone }: EventMoment) {
  const clock = zonedClock(timeZone);
  return { companyId, nsr, recordedAt: clock.iso(at.getTime()), day: clock.wallClock(at.getTime()).day };
}

/** What a type-2 record says of the employer. */
export interface EmployerFacts {
  name: string;
  cnpj: string;
  address: CompanyAddress;
  placesOfWork?: PlaceOfWork[] | null;
}

/**
 * The place of work of type 2 (100A, one place): the company's first place, the one of everybody without another
 * (core/company/employer.ts), written as the receipt prints it. Changes to the other places change no AFD field.
 */
const employerPlace = (employer: EmployerFacts) => placeOfWorkText(placesOfWork(employer)[0]);

/** True when a type-2 record of `after` would differ from one of `before`. */
export const employerChanged = (before: EmployerFacts, after: EmployerFacts) =>
  before.name !== after.name || before.cnpj !== after.cnpj || employerPlace(before) !== employerPlace(after);

/** The type-2 record of the employer as it is now. */
export function employerEvent(companyId: string, employer: EmployerFacts, by: ResponsibleCpf): PendingEvent {
  return (nsr, moment) => ({
    ...recorded(companyId, nsr, moment),
    type: '2',
    responsibleCpf: by ?? undefined,
    employerDocument: employer.cnpj,
    employerName: employer.name,
    placeOfWork: employerPlace(employer),
  });
}

type Operation = NonNullable<AfdEventRecord['operation']>;
type Person = Pick<UserRecord, 'id' | 'companyId' | 'fullName' | 'documents' | 'role' | 'deactivated' | 'statusActive' | 'recordPoints'>;

const cpfOf = (person: Person) => person.documents?.cpf || '';

/** The type-5 operation a person's change makes (null: none): coming onto the time clock, changed on it, leaving it. */
export function employeeOperation(before: Person | null, after: Person): Operation | null {
  const was = before !== null && mayPunch(before);
  const is = mayPunch(after);
  if (!was) return is ? 'I' : null;
  if (!is) return 'E';
  return before.fullName !== after.fullName || cpfOf(before) !== cpfOf(after) ? 'A' : null;
}

/**
 * The type-5 record of a person's change (`before` null: created), or null when it makes none. A person without a
 * CPF is never put on the time clock (400, the activation's form shows it): the AFD identifies them by it, and no
 * record may carry an all-zero CPF. Someone put on it without one before this rule (older local data) was never
 * included either: they leave it without a record rather than be kept from leaving.
 */
export function employeeEvent(before: Person | null, after: Person, by: ResponsibleCpf): PendingEvent | null {
  const operation = employeeOperation(before, after);
  if (!operation) return null;
  // Excluded: as they were on the time clock.
  const person = operation === 'E' && before ? before : after;
  const cpf = cpfOf(person);
  if (!cpf && operation === 'E') return null;
  if (!cpf) throw new BadRequest(ACTIVATION_MSG.noCpfForTimeClock);
  return (nsr, moment) => ({
    ...recorded(after.companyId, nsr, moment),
    type: '5',
    responsibleCpf: by ?? undefined,
    operation,
    userId: after.id,
    cpf,
    name: person.fullName,
  });
}

/** The counter's part and the event's: both labelled, the counter's refused when another writer moved it. */
export function eventParts(tx: TxEntities, head: CounterHead, item: AfdEventRecord): [typeof NSR_COUNTER | 'afd-event', TxPart][] {
  return [
    [NSR_COUNTER, counterPart(tx, item.companyId, head, item.nsr)],
    ['afd-event', tx.afdEvent.create(item).commit()],
  ];
}

/**
 * The event with the next NSR, on the counter as read now and the company's clock now; a transaction that meets
 * a moved counter (its NSR_COUNTER part refused) waits movedCounterPause and prepares it again.
 */
async function nextEvent(companyId: string, event: PendingEvent): Promise<{ head: CounterHead; item: AfdEventRecord }> {
  const [head, timeZone] = await Promise.all([readCounterHead(companyId), companyTimeZone(companyId)]);
  return { head, item: event(head.nsr + 1, { at: now(), timeZone }) };
}

/**
 * Writes a change (`build`'s labelled parts) with the event it causes, if any, in one transaction, preparing the
 * event again while another writer moves the counter. Answers the label of the change's part that refused it, as
 * writeLabelled does.
 */
export async function writeWithEvent<L extends string>(
  companyId: string,
  event: PendingEvent | null,
  build: (tx: TxEntities) => [L, TxPart][],
): Promise<L | 'afd-event' | undefined> {
  if (!event) return writeLabelled(build);
  return retryTransaction(
    async (attempt) => {
      const { head, item } = await nextEvent(companyId, event);
      const refused = await writeLabelled<L | typeof NSR_COUNTER | 'afd-event'>((tx) => [...build(tx), ...eventParts(tx, head, item)]);
      if (refused !== NSR_COUNTER) return refused;
      await movedCounterPause(attempt);
      return READ_AGAIN;
    },
    { attempts: COUNTER_ATTEMPTS, exhausted: () => new Error('too much contention on the NSR counter') },
  );
}

/** An event item as the AFD writer takes it (core/timeclock/afd/records.ts); the employer kind is always CNPJ. */
export function afdEventOf(item: AfdEventRecord): AfdEmployerEvent | AfdEmployeeEvent {
  const base = { nsr: item.nsr, recordedAt: item.recordedAt, responsibleCpf: item.responsibleCpf ?? null };
  if (item.type === '2') {
    return {
      ...base,
      type: 2,
      employer: { kind: 'CNPJ', document: item.employerDocument ?? '', name: item.employerName ?? '' },
      placeOfWork: item.placeOfWork ?? '',
    };
  }
  return { ...base, type: 5, operation: item.operation ?? 'A', cpf: item.cpf ?? '', name: item.name ?? '' };
}

/** Events per page: each is well under 1 KB. */
const EVENT_PAGE = 1000;

/** The company's events from NSR `fromNsr` on, in NSR order, a page at a time, read consistently (the AFD export). */
export function companyEvents(companyId: string, fromNsr = 1): AsyncGenerator<AfdEventRecord> {
  return db.entities.afdEvent.query.companyEvents({ companyId }).gte({ nsr: fromNsr }).each({ limit: EVENT_PAGE, consistent: true });
}

/** The company's event of that NSR, if that NSR is an event's. */
export async function eventByNsr(companyId: string, nsr: number): Promise<AfdEventRecord | undefined> {
  const { data } = await db.entities.afdEvent.get({ companyId, nsr }).go({ consistent: true });
  return data ?? undefined;
}
