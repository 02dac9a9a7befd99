import { passwordLinkSchema, type PasswordLinkBody } from './password-link';

// The first-access link a new company administrator receives by e-mail (npm run create-company): it opens
// /first-access with the token in the URL fragment (never sent to a server log), where they set a password.
export const FIRST_ACCESS_PATH = '/first-access';
/** How long the link works. */
export const FIRST_ACCESS_LINK_HOURS = 72;

export const FIRST_ACCESS_MSG = {
  title: 'Crie sua senha de acesso',
  intro: 'Este é o seu primeiro acesso ao Colabora. Escolha a senha que você usará para entrar.',
  submit: 'CRIAR SENHA',
  done: 'Senha criada! Entre com o seu e-mail e a nova senha.',
  signIn: 'IR PARA O LOGIN',
  invalidLink: 'Este link não vale mais: ele já foi usado ou foi substituído por outro. Peça um novo link ao responsável pelo Colabora.',
  expiredLink: 'Este link expirou. Peça um novo link ao responsável pelo Colabora.',
  missingLink: 'Abra esta página pelo link que você recebeu por e-mail.',
  failed: 'Não foi possível criar a senha. Tente novamente.',
} as const;

/** Body of PUT /api/auth/first-access: the link's token and the new password (the rules of 001 §5). */
export const firstAccessSchema = passwordLinkSchema(FIRST_ACCESS_MSG.invalidLink);
export type FirstAccessBody = PasswordLinkBody;
