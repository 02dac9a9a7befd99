import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { approveRequest } from './approve-request';
import { getRequestAttachmentLink } from './attachment-link';
import { countRequestNotifications } from './count-notifications';
import { listRequestsInAnalysis } from './list-in-analysis';
import { listMyRequests } from './list-my-requests';
import { markRequestViewed } from './mark-viewed';
import { reproveRequest } from './reprove-request';
import { requestAdjustment } from './request-adjustment';
import { requestCompensation } from './request-compensation';
import { requestDayOff } from './request-day-off';

export const handler = resourceHandler(
  'point-solicitation',
  {
    requestAdjustment,
    requestDayOff,
    requestCompensation,
    listMyRequests,
    listRequestsInAnalysis,
    approveRequest,
    reproveRequest,
    markRequestViewed,
    countRequestNotifications,
    getRequestAttachmentLink,
  },
  idempotentCreates(),
);
