import { HR_ROLES, type Role } from '@colabora/core/enums';
import { SERVER_MSG } from '@colabora/core/messages';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import { NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { downloadLink } from '../../modules/files/download-link';
import { companyRequest } from '../../modules/timeclock/request-records';

/**
 * GET /api/point-solicitation/attachment/{id} → FileLink: a 60-second link to the request's PDF, for HR of the
 * company or the person who asked. Anyone else's request, like another company's, is not found (404).
 */
export const getRequestAttachmentLink = action('getRequestAttachmentLink', async ({ caller, params }) => {
  const record = await companyRequest(caller.companyId, params.id);
  const hr = (HR_ROLES as readonly Role[]).includes(caller.role);
  if (!record || (!hr && record.userId !== caller.id)) throw new NotFound(SERVER_MSG.notFound);
  if (!record.attachment) throw new NotFound(REQUEST_MSG.noAttachment);
  return ok(await downloadLink(record.attachment.key, record.attachment.name));
});
