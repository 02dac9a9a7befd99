import { resourceHandler } from '../../http/resource-handler';
import { listPointAlerts } from './list-point-alerts';

export const handler = resourceHandler('point-alert', { listPointAlerts });
