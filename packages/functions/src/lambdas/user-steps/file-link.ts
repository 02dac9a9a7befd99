import { SERVER_MSG } from '@colabora/core/messages';
import { NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { fileLinkQuerySchema } from '@colabora/core/uploads/schema';
import { downloadLink } from '../../modules/files/download-link';
import { admissionData } from '../../modules/person/stored-data';
import { referencedFiles } from '../../modules/person/referenced-files';
import { readablePerson } from '../../modules/person/readable';

/**
 * GET /api/users/file/{userId}?key=… → FileLink: a short-lived download link for one of the files the person's
 * own record references (HR of the company, or the person); any other key is not found.
 */
export const getFileLink = action('getFileLink', { query: fileLinkQuerySchema }, async ({ caller, params, query: { key } }) => {
  const person = await readablePerson(caller, params.userId);
  const file = referencedFiles(admissionData(person)).get(key);
  if (!file) throw new NotFound(SERVER_MSG.fileMissing);
  return ok(await downloadLink(key, file.name));
});
