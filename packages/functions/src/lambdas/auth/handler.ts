import { resourceHandler } from '../../http/resource-handler';
import { firstAccess } from './first-access';
import { recoverPassword, requestPasswordRecovery } from './password-recovery';
import { signIn } from './sign-in';

export const handler = resourceHandler('auth', { signIn, firstAccess, requestPasswordRecovery, recoverPassword });
