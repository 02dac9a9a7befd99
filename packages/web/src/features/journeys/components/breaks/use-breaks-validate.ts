import { journeyBreaksSchema, journeyBreaksSchemaFor, journeyScaleSchema } from '@colabora/core/workday/schema';
import { useMemo } from 'react';
import { zodValidate } from '@/lib/zod-formik';
import type { BreaksValues, ScaleValues } from '../../journey-form-values';

/**
 * The breaks' messages (spec 002 §5.12), 'Há pausas fora do horário de trabalho' included: checked against
 * the scale the journey has (the edit screen) or was given a step earlier (the wizard).
 */
export function breaksValidate(scale: ScaleValues) {
  const parsed = journeyScaleSchema.safeParse(scale);
  return zodValidate<BreaksValues>(parsed.success ? journeyBreaksSchemaFor(parsed.data) : journeyBreaksSchema);
}

export function useBreaksValidate(scale: ScaleValues) {
  return useMemo(() => breaksValidate(scale), [scale]);
}
