import { MSG } from '@colabora/core/messages';
import { ApiError } from '@/lib/api-error';

/**
 * Spec 000 §8: 403 'O usuário está desativado'; no answer 'Serviço indisponível'; any other error
 * 'Falha ao realizar login'. A locked account (429) shows the server's text, which says how long to wait.
 */
export function signInFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.loginFailed;
  if (error.isNetworkFailure) return MSG.serviceUnavailable;
  if (error.status === 403) return MSG.userDeactivated;
  if (error.status === 429 && error.serverMessage) return error.serverMessage;
  return MSG.loginFailed;
}
