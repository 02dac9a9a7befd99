import * as z from 'zod/mini';
import { MSG } from '../messages';
import { requiredString } from '../fields';
import { STEP_NAMES } from './steps';

// HR's review of a step: the 'Refuse admission step' dialog (000 §2.6, §5) and PUT users/update-step (001 §7).
export const REASON_MAX = 500;

/** The refuse dialog: a reason is required. */
export const refuseStepSchema = z.object({ reason: requiredString(MSG.required, REASON_MAX) });

const stepName = z.enum(STEP_NAMES, { error: MSG.required });

/** Body of PUT /api/users/update-step/{userId}: approve, or disapprove with a reason. */
export const updateStepBodySchema = z.discriminatedUnion(
  'status',
  [
    z.object({ stepName, status: z.literal('approved') }),
    z.object({ stepName, status: z.literal('disapproved'), reason: refuseStepSchema.shape.reason }),
  ],
  { error: MSG.required },
);
export type UpdateStepBody = z.infer<typeof updateStepBodySchema>;
