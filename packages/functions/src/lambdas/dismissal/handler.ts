import { resourceHandler } from '../../http/resource-handler';
import { concludeDismissal } from './conclude-dismissal';
import { deleteDismissalDocument } from './delete-dismissal-document';
import { getDismissal } from './get-dismissal';
import { reactivateUser } from './reactivate-user';
import { getDismissalDocuments, openDismissalDocument } from './rescission-documents';
import { startDismissal } from './start-dismissal';
import { updateDismissalDetails } from './update-dismissal-details';
import { updateDismissalDocuments } from './update-dismissal-documents';

export const handler = resourceHandler('dismissal', {
  startDismissal,
  getDismissal,
  updateDismissalDetails,
  updateDismissalDocuments,
  deleteDismissalDocument,
  getDismissalDocuments,
  openDismissalDocument,
  reactivateUser,
  concludeDismissal,
});
