import { resourceHandler } from '../../http/resource-handler';
import { exportAej } from './export-aej';
import { exportAfd } from './export-afd';
import { listPointRecords } from './list-records';
import { getMirrorPdf } from './mirror-pdf';
import { getMyPointMirror, getPointMirror } from './point-mirror';
import { getPunchReceipt } from './punch-receipt';

export const handler = resourceHandler('point-records', {
  listPointRecords,
  getMyPointMirror,
  getPointMirror,
  exportAfd,
  exportAej,
  getPunchReceipt,
  getMirrorPdf,
});
