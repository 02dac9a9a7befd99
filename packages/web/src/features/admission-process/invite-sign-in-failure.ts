import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { ApiError, errorCode, errorMessage } from '@/lib/api-error';

export interface InviteSignInFailure {
  message: string;
  /** The admission process is over (403): the person goes to the company sign-in '/'. */
  concluded: boolean;
  /** The password is created and HR has not activated the person yet: the page says so and keeps her here. */
  awaitingActivation: boolean;
}

/**
 * Spec 000 §4 'Invite sign-in' and §8: a concluded invite (403 'admissionConcluded') sends the person to '/'
 * with 'Processo de admissão já finalizado'; a person waiting for HR's activation (403 'awaitingActivation')
 * stays, told an e-mail will come, instead of going back and forth between the two sign-ins; no answer is
 * 'Serviço indisponível'; otherwise the server's message (wrong e-mail or password, an expired invite, how
 * long a locked account waits), else 'Falha ao realizar login'. Decided on the answer's code, never its text.
 */
export function inviteSignInFailure(error: unknown): InviteSignInFailure {
  const none = { concluded: false, awaitingActivation: false };
  if (error instanceof ApiError && error.isNetworkFailure) return { message: MSG.serviceUnavailable, ...none };
  const code = errorCode(error);
  if (code === 'admissionConcluded') {
    return { message: errorMessage(error, INVITE_MSG.admissionConcluded), concluded: true, awaitingActivation: false };
  }
  if (code === 'awaitingActivation') {
    return { message: errorMessage(error, SERVER_MSG.awaitingActivation), concluded: false, awaitingActivation: true };
  }
  return { message: errorMessage(error, MSG.loginFailed), ...none };
}
