import * as z from 'zod/mini';
import type { Role } from '../enums';
import { passwordLinkSchema, type PasswordLinkBody } from './password-link';
import { signInSchema } from './schema';

// Password recovery, behind the sign-in screen's 'Esqueci minha senha' (spec 000 §2.4 leaves its target empty).
// /forgot-password asks for the e-mail and always answers the same text, whoever it belongs to; the staff member
// behind it receives a single-use link to /reset-password#<token>, where they choose a new password with the
// rules of 001 §5 'Password'. Candidates sign in with their invite's first password, so they ask HR for a new one.
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';
/** How long a recovery link works. */
export const PASSWORD_RECOVERY_LINK_MINUTES = 30;

/** Who gets a recovery link: the people who sign in at '/'. Candidates get none (HR sends a new invite). */
export const PASSWORD_RECOVERY_ROLES = [
  'ADMINISTRATOR_COMPANY',
  'HUMAN_RESOURCES_MANAGMENT',
  'EMPLOYEE',
] as const satisfies readonly Role[];

/** /forgot-password, and the answer to every request. */
export const PASSWORD_RECOVERY_MSG = {
  title: 'Esqueci minha senha',
  intro: 'Informe o e-mail que você usa para entrar no Colabora. Enviaremos um link para você criar uma nova senha.',
  submit: 'ENVIAR LINK',
  /** The one answer to every request, whether or not the e-mail belongs to someone. */
  requested: `Se este e-mail estiver cadastrado, você receberá em instantes um link para criar uma nova senha. O link vale uma única vez, por ${PASSWORD_RECOVERY_LINK_MINUTES} minutos. Se você é candidato, peça ao RH um novo convite.`,
  backToSignIn: 'VOLTAR AO LOGIN',
  failed: 'Não foi possível enviar o pedido. Tente novamente.',
  tooManyRequests: 'Muitos pedidos de nova senha. Aguarde 15 minutos e tente novamente.',
} as const;

/** /reset-password, the page the e-mailed link opens (the same keys as the first access's texts). */
export const RESET_PASSWORD_MSG = {
  title: 'Crie uma nova senha',
  intro: 'Escolha a nova senha que você usará para entrar no Colabora. Ao criá-la, você sai do Colabora em todos os aparelhos.',
  submit: 'CRIAR NOVA SENHA',
  done: 'Senha alterada! Entre com o seu e-mail e a nova senha.',
  signIn: 'IR PARA O LOGIN',
  invalidLink: "Este link não vale mais: ele já foi usado ou foi substituído por um mais recente. Peça um novo em 'Esqueci minha senha'.",
  expiredLink: `Este link expirou: ele vale por ${PASSWORD_RECOVERY_LINK_MINUTES} minutos. Peça um novo em 'Esqueci minha senha'.`,
  missingLink: 'Abra esta página pelo link que você recebeu por e-mail.',
  failed: 'Não foi possível criar a nova senha. Tente novamente.',
} as const;

/** Body of POST /api/auth/password-recovery: the e-mail, checked as at sign-in (000 §5). */
export const passwordRecoveryRequestSchema = z.pick(signInSchema, { email: true });
export type PasswordRecoveryRequest = z.infer<typeof passwordRecoveryRequestSchema>;

/** What POST /api/auth/password-recovery answers, always. */
export interface PasswordRecoveryAnswer {
  message: string;
}

/** Body of PUT /api/auth/password-recovery: the link's token and the new password. */
export const recoverPasswordSchema = passwordLinkSchema(RESET_PASSWORD_MSG.invalidLink);
export type RecoverPasswordBody = PasswordLinkBody;
