import { isFormerEmployee } from '@colabora/core/dismissal/former-employee';
import { dismissalDocumentQuerySchema } from '@colabora/core/dismissal/documents';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import type { RescissionDocumentsAnswer } from '@colabora/core/dismissal/api';
import { HR_ROLES, type Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';
import { Forbidden, NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { readablePerson } from '../../modules/person/readable';
import { downloadLink } from '../../modules/files/download-link';
import { storedProcess } from '../../modules/dismissal/stored-process';
import type { UserRecord } from '../../db/entities/user';

/**
 * Whose rescission documents the caller may read: HR, of a person of the company in or through the process; the
 * person, once dismissed (Contratos, RESCISÃO). While the process is open the person gets 403, as anyone else
 * still employed does: the answer says nothing of a process.
 */
async function rescissionHolder(caller: UserRecord, userId: string): Promise<UserRecord> {
  const person = await readablePerson(caller, userId);
  const hr = (HR_ROLES as readonly Role[]).includes(caller.role);
  if (!hr && !isFormerEmployee(person)) throw new Forbidden(SERVER_MSG.forbidden);
  if (!person.statusDismissal) throw new NotFound(SERVER_MSG.notFound);
  return person;
}

/** GET /api/users/dismissal-documents/{userId} → RescissionDocumentsAnswer. */
export const getDismissalDocuments = action('getDismissalDocuments', async ({ caller, params }) => {
  const person = await rescissionHolder(caller, params.userId);
  const answer: RescissionDocumentsAnswer = { dismissalDocuments: storedProcess(person).dismissalDocuments };
  return ok(answer);
});

/** GET /api/users/dismissal-documents/file/{userId}?document={kind} → FileLink (60 seconds). */
export const openDismissalDocument = action('openDismissalDocument', { query: dismissalDocumentQuerySchema }, async ({ caller, params, query: { document } }) => {
  const person = await rescissionHolder(caller, params.userId);
  const file = storedProcess(person).dismissalDocuments[document];
  if (!file) throw new NotFound(DISMISSAL_MSG.noDocument);
  return ok(await downloadLink(file.key, file.name));
});
