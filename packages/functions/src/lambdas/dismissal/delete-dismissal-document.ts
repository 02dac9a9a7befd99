import { dismissalDocumentQuerySchema, type DismissalDocuments } from '@colabora/core/dismissal/documents';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { dismissalDetail } from '../../modules/dismissal/dismissal-detail';
import { assertInProcess, changeDismissal } from './dismissal-write';
import { releaseReplaced } from './released-documents';
import { storedProcess } from '../../modules/dismissal/stored-process';

/** DELETE /api/users/dismissal-documents/{userId}?document={kind} → DismissalDetail (HR). No such document 404. */
export const deleteDismissalDocument = action('deleteDismissalDocument', { query: dismissalDocumentQuerySchema }, async ({ caller, params, query: { document } }) => {
  let before: DismissalDocuments = {};
  const person = await changeDismissal(caller, params.userId, (person) => {
    assertInProcess(person);
    before = storedProcess(person).dismissalDocuments;
    if (!before[document]) throw new NotFound(DISMISSAL_MSG.noDocument);
    const { [document]: _removed, ...others } = before;
    return { set: { dismissalDocuments: others }, read: ['statusDismissal', 'dismissalDocuments'], event: 'dismissalChanged' };
  });
  await releaseReplaced(before, storedProcess(person).dismissalDocuments);
  return ok(await dismissalDetail(person));
});
