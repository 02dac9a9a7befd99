import { journeyBreaksSchema } from '@colabora/core/workday/schema';
import { useUpdateJourneyBreaks } from '../../api/update-journey-breaks';
import type { BreaksValues } from '../../journey-form-values';
import { JOURNEY_STEP_LABEL } from '../../journey-labels';
import { BreaksFields } from '../breaks/breaks-fields';
import { useBreaksValidate } from '../breaks/use-breaks-validate';
import { StepForm } from '../step-form';
import { EditActions } from './edit-actions';
import { saveThen, type EditTabProps } from './edit-tab-props';

/** PAUSAS: checked against the journey's saved scale, then PUT update/breaks. */
export function EditBreaksTab({ values, journey, toList }: EditTabProps) {
  const update = useUpdateJourneyBreaks();
  const validate = useBreaksValidate(values.scale);
  async function save(form: BreaksValues) {
    const journeyBreaks = journeyBreaksSchema.parse(form);
    await saveThen(update.mutateAsync({ journeyId: journey._id, journeyBreaks }), toList);
  }
  return (
    <StepForm
      label={JOURNEY_STEP_LABEL.breaks}
      initialValues={values.breaks}
      validate={validate}
      onSubmit={save}
      actions={({ submitting }) => <EditActions saving={submitting} onBack={toList} />}
    >
      <BreaksFields />
    </StepForm>
  );
}
