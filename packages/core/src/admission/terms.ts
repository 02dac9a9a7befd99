import * as z from 'zod/mini';

// The welcome page's agreement (spec 001 §2 'Candidate welcome/login', §5 'Terms', §8).
export const TERMS_MSG = {
  mustAgree: 'Para avançar concorde com os termos',
  accepted: 'Termos aceitos',
  start: 'VAMOS COMEÇAR',
  loadFailed: 'Não foi possível carregar os dados',
  requestFailed: 'Falha na requisição, tente novamente mais tarde',
} as const;

/** The checkbox must be ticked; its value is what PUT /api/invite/{inviteId} sends as `accepted`. */
export const termsSchema = z.object({
  accepted: z.literal(true, { error: TERMS_MSG.mustAgree }),
});
