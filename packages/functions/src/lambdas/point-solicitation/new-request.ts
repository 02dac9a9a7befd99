import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { isConditionFailure } from '../../db/condition-failure';
import type { PointSolicitationRecord } from '../../db/entities/point-solicitation';
import { db } from '../../db/service';
import { now } from '../../lib/clock';
import { acceptUpload } from '../../modules/files/stored-file';
import type { UserRecord } from '../../db/entities/user';

/** Attachments of requests are PDFs (002 §5.1, §5.2). */
const ATTACHMENT_PURPOSE = 'pdf';

/** What a request holds besides who asked, when, its state and its attachment. */
export type RequestFields = Omit<
  PointSolicitationRecord,
  'companyId' | 'userId' | 'id' | 'status' | 'fullName' | 'createdAt' | 'viewed' | 'attachment'
>;

/** Another request was written under the same id first (see createRequest's `id`). */
export class RequestIdTaken extends Error {}

/**
 * Stores a new request of `person` in analysis, not yet viewed by HR (002 §4.1), with its PDF accepted from the
 * caller's company uploads (checked: it exists, it is the company's, its bytes are a PDF). Answers what it wrote.
 * The item is created only where none exists: an `id` derived from what the request is about makes two requests
 * racing for the same thing write once (the other throws RequestIdTaken).
 */
export async function createRequest(
  person: UserRecord,
  fields: RequestFields,
  attachment: UploadedFile | null | undefined,
  id: string = randomUUID(),
): Promise<PointSolicitationRecord> {
  const kept = attachment ? await acceptUpload(person, attachment, ATTACHMENT_PURPOSE) : undefined;
  const record: PointSolicitationRecord = {
    ...fields,
    companyId: person.companyId,
    userId: person.id,
    id,
    status: 'IN_ANALYSIS',
    fullName: person.fullName,
    createdAt: now().toISOString(),
    viewed: false,
    attachment: kept,
  };
  try {
    await db.entities.pointSolicitation.create(record).go();
  } catch (error) {
    throw isConditionFailure(error) ? new RequestIdTaken(id) : error;
  }
  return record;
}
