import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { receiptLink } from '../../modules/timeclock/receipt-file';

/**
 * GET /api/point-registers/receipt/{nsr} → {fileName, url}: the caller's signed receipt of their punch (Portaria
 * MTP 671/2021 arts. 79–80: no request, no approval), a 60-second link. Another person's NSR, or another
 * company's, is not found.
 */
export const getPunchReceipt = action('getPunchReceipt', {}, async ({ caller, params }) =>
  ok(await receiptLink(caller, /^\d{1,9}$/.test(params.nsr) ? Number(params.nsr) : 0)),
);
