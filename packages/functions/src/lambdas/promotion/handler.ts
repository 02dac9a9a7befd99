import { idempotentCreates } from '../../http/idempotency';
import { resourceHandler } from '../../http/resource-handler';
import { cancelPromotion } from './cancel-promotion';
import { confirmPromotion } from './confirm-promotion';
import { createPromotion } from './create-promotion';
import { getPromotion } from './get-promotion';

export const handler = resourceHandler('promotion', { createPromotion, getPromotion, confirmPromotion, cancelPromotion }, idempotentCreates());
