import { INVITE_MSG } from '@colabora/core/admission/new-collaborator';
import { MSG } from '@colabora/core/messages';
import { ApiError, errorMessage } from '@/lib/api-error';

export interface InviteSignInFailure {
  message: string;
  /** The admission process is over (403): the person goes to the company sign-in '/'. */
  concluded: boolean;
}

/**
 * Spec 000 §4 'Invite sign-in' and §8: a concluded invite (403) sends the person to '/' with
 * 'Processo de admissão já finalizado'; no answer is 'Serviço indisponível'; otherwise the server's
 * message (wrong e-mail or password, or how long a locked account waits), else 'Falha ao realizar login'.
 */
export function inviteSignInFailure(error: unknown): InviteSignInFailure {
  if (error instanceof ApiError && error.isNetworkFailure) return { message: MSG.serviceUnavailable, concluded: false };
  if (error instanceof ApiError && error.status === 403) {
    const message = error.serverMessage ?? INVITE_MSG.admissionConcluded;
    return { message, concluded: message === INVITE_MSG.admissionConcluded };
  }
  return { message: errorMessage(error, MSG.loginFailed), concluded: false };
}
