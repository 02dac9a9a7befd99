// Spec 000 §9: the session lives in local storage, one key for the token and one for the user.
export const STORAGE_KEYS = {
  token: 'colabora:token',
  user: 'colabora:user',
  /** A candidate's invite (spec 000 §3 'Sign-in response'): where they stand in the admission process. */
  invite: 'colabora:invite',
  /** 'Lembrar e-mail e senha' keeps the e-mail only; a password is never stored. */
  rememberedEmail: 'colabora:remembered-email',
} as const;
