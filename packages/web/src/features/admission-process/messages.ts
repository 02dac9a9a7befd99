// The welcome page's own wording (the spec's texts are core's TERMS_MSG).
export const WELCOME_MSG = {
  unavailable: 'As condições da sua contratação não puderam ser exibidas agora.',
  agreement:
    'Li as condições da minha contratação descritas acima e concordo em enviar meus dados para o processo de admissão.',
  notOffered: 'Não oferecido',
} as const;

// The reset-password modal (001 §5 'Reset password'). No call lets a candidate reset the first
// password (PUT /users/reset-password is HR's), so the modal says what actually works: HR resends
// the invite with a new first password.
export const RESET_PASSWORD_TEXT = {
  title: 'Esqueci minha senha',
  askEmail: 'Informe o e-mail em que você recebeu o convite.',
  whatToDo: (email: string) =>
    `A senha de primeiro acesso é criada pelo RH da empresa e enviada junto com o convite; ela não pode ser redefinida por aqui. Peça ao RH da empresa que reenvie o convite para ${email}: você receberá um novo e-mail com uma nova senha.`,
} as const;
