import type { FormikHelpers } from 'formik';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { journeyDetailsSchema, type JourneyDetails } from '@colabora/core/workday/schema';
import { useState } from 'react';
import { zodValidate } from '@/lib/zod-formik';
import { useJourneyNameCheck } from '../../api/validate-journey-name';
import type { DetailsValues } from '../../journey-form-values';

const validateDetails = zodValidate<DetailsValues>(journeyDetailsSchema);

/**
 * The details step: the schema's messages, then the name check (spec 002 §5.10) before going on. A name
 * found taken keeps 'Já existe uma jornada com esse nome' on the field until the name changes.
 * `journeyId`: the journey being edited, which keeps its own name.
 */
export function useDetailsStep(journeyId: string | undefined, proceed: (details: JourneyDetails) => Promise<void> | void) {
  const check = useJourneyNameCheck();
  const [takenName, setTakenName] = useState<string | null>(null);

  function validate(values: DetailsValues) {
    const errors = validateDetails(values);
    const taken = takenName !== null && values.name.trim() === takenName;
    return taken && !errors.name ? { ...errors, name: WORKDAY_MSG.nameTaken } : errors;
  }

  async function submit(values: DetailsValues, helpers: FormikHelpers<DetailsValues>) {
    const details = journeyDetailsSchema.parse(values);
    // A failed check was already told ('Falha ao salvar detalhes jornada'): the step stays.
    const taken = await check.mutateAsync({ name: details.name, id: journeyId }).catch(() => null);
    if (taken === null) return;
    if (taken) {
      setTakenName(details.name);
      helpers.setFieldError('name', WORKDAY_MSG.nameTaken);
      return;
    }
    await proceed(details);
  }

  return { validate, submit };
}
