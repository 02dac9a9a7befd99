import { resourceHandler } from '../../http/resource-handler';
import { confirmEmail } from './confirm-email';
import { createPassword } from './create-password';
import { inviteSignIn } from './sign-in';
import { updateInvite } from './update-invite';

export const handler = resourceHandler('invite', { inviteSignIn, updateInvite, confirmEmail, createPassword });
