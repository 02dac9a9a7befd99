import { MSG, SERVER_MSG } from '@colabora/core/messages';
import { ApiError, errorCode, errorMessage } from '@/lib/api-error';

/**
 * Spec 000 §8: 403 'O usuário está desativado'; no answer 'Serviço indisponível'; any other error
 * 'Falha ao realizar login'. A locked account (429) shows the server's text, which says how long to wait.
 * A candidate who created the password and waits for HR's activation (403 'awaitingActivation') is told so
 * (issue 9): see awaitingActivationMessage.
 */
export function signInFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.loginFailed;
  if (error.isNetworkFailure) return MSG.serviceUnavailable;
  const waiting = awaitingActivationMessage(error);
  if (waiting) return waiting;
  if (error.status === 403) return MSG.userDeactivated;
  if (error.status === 429 && error.serverMessage) return error.serverMessage;
  return MSG.loginFailed;
}

/** The server's word that HR has yet to activate the person (an e-mail will say when), or null. */
export function awaitingActivationMessage(error: unknown): string | null {
  return errorCode(error) === 'awaitingActivation' ? errorMessage(error, SERVER_MSG.awaitingActivation) : null;
}
