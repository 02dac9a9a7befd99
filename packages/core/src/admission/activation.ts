import * as z from 'zod/mini';
import { MSG } from '../messages';

// 'Activate collaborator' (spec 000 §2.6, issue 3): PUT /api/users/activate/{id} makes the candidate an
// EMPLOYEE in WORK_EXPERIENCE, once every step is approved and the employment contract is signed.
export const ACTIVATION_MSG = {
  // Ours (the spec quotes none of these).
  activate: 'ATIVAR COLABORADOR',
  recordPoints: 'Ativar o módulo de registro de ponto para este colaborador',
  activated: 'Colaborador ativado',
  activateFailed: 'Falha ao ativar o colaborador',
  stepsPending: 'Aprove todas as etapas antes de ativar o colaborador.',
  contractPending: 'O contrato de trabalho precisa estar assinado antes da ativação.',
  /** Portaria 671: the AFD identifies each person of the time clock by their CPF (records 5 and 7). */
  noCpfForTimeClock: 'Informe o CPF do colaborador (aba Documentos) antes de ativar o registro de ponto: o CPF identifica cada marcação no arquivo AFD.',
} as const;

export const activateSchema = z.object({ recordPoints: z.boolean({ error: MSG.required }) });
export type Activate = z.infer<typeof activateSchema>;
