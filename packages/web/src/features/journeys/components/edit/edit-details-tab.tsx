import { useUpdateJourneyDetails } from '../../api/update-journey-details';
import { JOURNEY_STEP_LABEL } from '../../journey-labels';
import { DetailsFields } from '../details/details-fields';
import { useDetailsStep } from '../details/use-details-step';
import { StepForm } from '../step-form';
import { EditActions } from './edit-actions';
import { saveThen, type EditTabProps } from './edit-tab-props';

/** DETALHES DA JORNADA: the name check (the journey may keep its own name), then PUT update/details. */
export function EditDetailsTab({ journey, values, toList }: EditTabProps) {
  const update = useUpdateJourneyDetails();
  const details = useDetailsStep(journey._id, (journeyDetails) =>
    saveThen(update.mutateAsync({ journeyId: journey._id, journeyDetails }), toList),
  );
  return (
    <StepForm
      label={JOURNEY_STEP_LABEL.details}
      initialValues={values.details}
      validate={details.validate}
      onSubmit={details.submit}
      actions={({ submitting }) => <EditActions saving={submitting} onBack={toList} />}
    >
      <DetailsFields />
    </StepForm>
  );
}
