import { resourceHandler } from '../http/resource-handler';
import { signIn } from './sign-in';

export const handler = resourceHandler('auth', { signIn });
