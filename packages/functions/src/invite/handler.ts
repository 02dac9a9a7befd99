import { resourceHandler } from '../http/resource-handler';
import { inviteSignIn } from './sign-in';
import { updateInvite } from './update-invite';

export const handler = resourceHandler('invite', { inviteSignIn, updateInvite });
