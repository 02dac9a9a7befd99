import { resourceHandler } from '../http/resource-handler';
import { listWorkdays } from './list';

export const handler = resourceHandler('workday', { listWorkdays });
