import { resourceHandler } from '../../http/resource-handler';
import { exportAej, exportAfd } from './export-rep-file';
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
