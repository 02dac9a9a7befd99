import { randomUUID } from 'node:crypto';
import type { EntityItem } from '../../db/model/entity';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { payslipDate } from '@colabora/core/payslip/rules';
import type { Payslip } from '@colabora/core/payslip/schema';
import { config } from '../../config';
import type { Payslip as PayslipEntity } from '../../db/entities/payslip';
import { writeLabelled } from '../../db/labelled-transaction';
import { db } from '../../db/service';
import type { Caller } from '../../http/caller';
import { sendMail } from '../../lib/mailer';
import { failure, logger } from '../../lib/telemetry';
import { historyEvent } from '../person/history';
import { monthLabel, payslipEmail } from './payslip-email';
import type { UserRecord } from '../../db/entities/user';

// Payslips as stored (db/entities/payslip.ts) and as answered (core/payslip/schema.ts `Payslip`).

export type PayslipRecord = EntityItem<typeof PayslipEntity>;

/** A person's payslips, newest month first (and, within a month, the latest sent first). */
export async function personPayslips(companyId: string, userId: string): Promise<PayslipRecord[]> {
  const { data } = await db.entities.payslip.query.personPayslips({ companyId, userId }).go({ pages: 'all' });
  return data.sort((a, b) => b.year - a.year || b.month - a.month || b.uploadedAt.localeCompare(a.uploadedAt));
}

export async function getPayslip(companyId: string, userId: string, id: string): Promise<PayslipRecord | null> {
  const { data } = await db.entities.payslip.get({ companyId, userId, id }).go({ consistent: true });
  return data;
}

export function toPayslip(record: PayslipRecord): Payslip {
  return {
    _id: record.id,
    date: payslipDate(record.month, record.year),
    month: record.month,
    year: record.year,
    payslip: { name: record.file.name, key: record.file.key },
    uploadedAt: record.uploadedAt,
    firstOpenedAt: record.firstOpenedAt ?? null,
  };
}

/** What a history entry says about a payslip: its month and file name, nothing of its content. */
function payslipChange(record: PayslipRecord, added: boolean) {
  const shown = `${monthLabel(record.month, record.year)} — ${record.file.name}`;
  return [{ field: 'Holerite', before: added ? null : shown, after: added ? shown : null }];
}

/** Stores a payslip of an accepted file with its history entry, in one transaction. */
export async function addPayslip(
  caller: Caller,
  person: UserRecord,
  period: { month: number; year: number },
  file: UploadedFile,
): Promise<PayslipRecord> {
  const record: PayslipRecord = {
    companyId: caller.companyId,
    userId: person.id,
    id: randomUUID(),
    month: period.month,
    year: period.year,
    file,
    uploadedAt: new Date().toISOString(),
    uploadedById: caller.id,
    uploadedByName: caller.fullName,
  };
  await writeLabelled((tx) => [
    ['payslip', tx.payslip.create(record).commit()],
    ['history', historyEvent(tx, person, caller, 'payslipAdded', payslipChange(record, true))],
  ]);
  return record;
}

/** Removes a payslip with the history entry that keeps what was removed; false when it was already gone. */
export async function removePayslip(caller: Caller, person: UserRecord, record: PayslipRecord): Promise<boolean> {
  const refused = await writeLabelled((tx) => [
    [
      'payslip',
      tx.payslip
        .delete({ companyId: record.companyId, userId: record.userId, id: record.id })
        .where(({ id }, { exists }) => exists(id))
        .commit(),
    ],
    ['history', historyEvent(tx, person, caller, 'payslipRemoved', payslipChange(record, false))],
  ]);
  return refused === undefined;
}

/** E-mails the person that a payslip arrived; answers false (and logs the failure only) when SES refused. */
export async function tellPayslipArrived(person: UserRecord, record: PayslipRecord, companyName: string): Promise<boolean> {
  const message = payslipEmail({ companyName, personName: person.fullName, appUrl: config.appUrl, month: record.month, year: record.year });
  try {
    await sendMail(person.email, message);
    return true;
  } catch (error) {
    // The error's name and message only, never the address.
    logger.error('payslip e-mail not sent', { error: failure(error) });
    return false;
  }
}

export async function companyName(companyId: string): Promise<string> {
  const { data } = await db.entities.company.get({ id: companyId }).go();
  return data?.name ?? '';
}
