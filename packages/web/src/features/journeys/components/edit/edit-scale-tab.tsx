import { breaksOutsideSchedule, journeyScaleSchema, type JourneyScale } from '@colabora/core/workday/schema';
import { useState } from 'react';
import { zodValidate } from '@/lib/zod-formik';
import { useUpdateJourneyScale } from '../../api/update-journey-scale';
import { useUpdateJourneyScaleAndBreaks } from '../../api/update-journey-scale-and-breaks';
import { NO_BREAKS, type ScaleValues } from '../../journey-form-values';
import { JOURNEY_STEP_LABEL } from '../../journey-labels';
import { BreaksWarningDialog } from '../breaks-warning-dialog';
import { ScaleFields } from '../scale/scale-fields';
import { StepForm } from '../step-form';
import { EditActions } from './edit-actions';
import { saveThen, type EditTabProps } from './edit-tab-props';

const validateScale = zodValidate<ScaleValues>(journeyScaleSchema);

/**
 * ESCALA: PUT update/scale. Hours that leave the journey's breaks outside them open AVISO (spec 002 §4.6);
 * confirming saves the scale with no breaks (PUT update/scaleAndBreaks).
 */
export function EditScaleTab({ journey, values, toList }: EditTabProps) {
  const updateScale = useUpdateJourneyScale();
  const updateBoth = useUpdateJourneyScaleAndBreaks();
  // The scale waiting for AVISO's answer.
  const [warning, setWarning] = useState<JourneyScale | null>(null);

  async function save(form: ScaleValues) {
    const journeyScale = journeyScaleSchema.parse(form);
    if (breaksOutsideSchedule(journeyScale, journey.breaks)) {
      setWarning(journeyScale);
      return;
    }
    await saveThen(updateScale.mutateAsync({ journeyId: journey._id, journeyScale }), toList);
  }

  function confirm() {
    if (!warning) return;
    const request = updateBoth.mutateAsync({ journeyId: journey._id, journeyScale: warning, journeyBreaks: NO_BREAKS });
    void saveThen(request, toList).finally(() => setWarning(null));
  }

  return (
    <>
      <StepForm
        label={JOURNEY_STEP_LABEL.scale}
        initialValues={values.scale}
        validate={validateScale}
        onSubmit={save}
        actions={({ submitting }) => <EditActions saving={submitting || updateBoth.isPending} onBack={toList} />}
      >
        <ScaleFields />
      </StepForm>
      <BreaksWarningDialog
        open={warning !== null}
        busy={updateBoth.isPending}
        onConfirm={confirm}
        onClose={() => setWarning(null)}
      />
    </>
  );
}
