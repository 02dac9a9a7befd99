import { resourceHandler } from '../../http/resource-handler';
import { createUpload } from './create-upload';

export const handler = resourceHandler('uploads', { createUpload });
