import * as z from 'zod/mini';
import { MSG } from '../messages';
import { whenValid } from '../fields';

// The additionals section of the hiring-data tab (spec 001 §3 hiringData.additional, §5, §9).
export const ADDITIONALS_MSG = {
  unhealthyMin: 'Mínimo 10%',
  unhealthyMax: 'Máximo 40%',
  unhealthyHint: 'Informe de 10 a 40%',
} as const;

/** 001 §9: unhealthy 10–40 % of the minimum wage; dangerousness 30 %; risk 40 %. */
export const UNHEALTHY_PERCENTAGE = { min: 10, max: 40 } as const;
export const DANGEROUSNESS_PERCENTAGE = 30;
export const RISK_PERCENTAGE = 40;

/** The message for an unhealthy percentage, or null when it is acceptable. */
export function unhealthyPercentageError(percentage: number | null | undefined): string | null {
  if (percentage === null || percentage === undefined) return MSG.required;
  if (percentage < UNHEALTHY_PERCENTAGE.min) return ADDITIONALS_MSG.unhealthyMin;
  if (percentage > UNHEALTHY_PERCENTAGE.max) return ADDITIONALS_MSG.unhealthyMax;
  return null;
}

/** Switches default to off; the percentage counts only while unhealthy is on, and is cleared otherwise. */
export const additionalSchema = z
  .object({
    warning: z._default(z.boolean(), false),
    unhealthy: z._default(z.boolean(), false),
    unhealthyPercentage: z.nullish(z.number({ error: MSG.required })),
    risk: z._default(z.boolean(), false),
    dangerousness: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine(
      (additional, ctx) => {
        const error = additional.unhealthy ? unhealthyPercentageError(additional.unhealthyPercentage) : null;
        if (error) ctx.addIssue({ code: 'custom', message: error, path: ['unhealthyPercentage'], input: additional.unhealthyPercentage });
      },
      { when: whenValid('unhealthy', 'unhealthyPercentage') },
    ),
    z.overwrite((additional) => (additional.unhealthy ? additional : { ...additional, unhealthyPercentage: null })),
  );
export type Additional = z.infer<typeof additionalSchema>;

export const NO_ADDITIONALS: Additional = {
  warning: false,
  unhealthy: false,
  unhealthyPercentage: null,
  risk: false,
  dangerousness: false,
};
