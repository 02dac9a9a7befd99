import Button from '@mui/material/Button';
import { appPath } from '@colabora/core/navigation/app-routes';
import { breaksOutsideSchedule, journeyScaleSchema, newJourneySchema } from '@colabora/core/workday/schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { zodValidate } from '@/lib/zod-formik';
import { useCreateJourney } from '../../api/create-journey';
import {
  NEW_JOURNEY_VALUES,
  NO_BREAKS,
  placedBreaks,
  type BreaksValues,
  type JourneyValues,
  type ScaleValues,
} from '../../journey-form-values';
import { JOURNEY_STEP_LABEL, JOURNEY_TEXT, type JourneyStep } from '../../journey-labels';
import { BreaksFields } from '../breaks/breaks-fields';
import { useBreaksValidate } from '../breaks/use-breaks-validate';
import { BreaksWarningDialog } from '../breaks-warning-dialog';
import { DetailsFields } from '../details/details-fields';
import { useDetailsStep } from '../details/use-details-step';
import { JourneyTabs } from '../journey-tabs';
import { ScaleFields } from '../scale/scale-fields';
import { StepForm } from '../step-form';

const validateScale = zodValidate<ScaleValues>(journeyScaleSchema);

/**
 * NOVA JORNADA (spec 002 §2.9, §4.6): details, then scale, then breaks, one step enabled at a time. VOLTAR
 * keeps what was typed. Leaving the scale step with hours that put breaks already typed outside them asks
 * first (AVISO) and then starts the breaks over, as the edit screen does when it saves a scale.
 */
export function JourneyWizard() {
  const navigate = useNavigate();
  const [step, setStep] = useState<JourneyStep>('details');
  const [draft, setDraft] = useState<JourneyValues>(NEW_JOURNEY_VALUES);
  // The scale waiting for AVISO's answer.
  const [warning, setWarning] = useState<ScaleValues | null>(null);
  const create = useCreateJourney();
  const keep = (patch: Partial<JourneyValues>) => setDraft((current) => ({ ...current, ...patch }));
  const toList = () => void navigate(appPath('journey'));

  const details = useDetailsStep(undefined, (values) => {
    keep({ details: values });
    setStep('scale');
  });
  const validateBreaks = useBreaksValidate(draft.scale);

  function leaveScale(scale: ScaleValues) {
    if (breaksOutsideSchedule(journeyScaleSchema.parse(scale), placedBreaks(draft.breaks.breaks))) {
      setWarning(scale);
      return;
    }
    keep({ scale });
    setStep('breaks');
  }

  async function finish(breaks: BreaksValues) {
    keep({ breaks });
    const journey = newJourneySchema.parse({ ...draft.details, ...draft.scale, ...breaks });
    // A refusal was already told: the person stays on the step to try again.
    await create.mutateAsync(journey).then(toList, () => undefined);
  }

  return (
    <>
      <JourneyTabs current={step}>
        {step === 'details' && (
          <StepForm
            label={JOURNEY_STEP_LABEL.details}
            initialValues={draft.details}
            validate={details.validate}
            onSubmit={details.submit}
            actions={({ submitting }) => (
              <>
                <Button onClick={toList} disabled={submitting}>
                  {JOURNEY_TEXT.back}
                </Button>
                <BusyButton type="submit" busy={submitting}>
                  {JOURNEY_TEXT.next}
                </BusyButton>
              </>
            )}
          >
            <DetailsFields />
          </StepForm>
        )}
        {step === 'scale' && (
          <StepForm
            label={JOURNEY_STEP_LABEL.scale}
            initialValues={draft.scale}
            validate={validateScale}
            onSubmit={leaveScale}
            actions={({ values }) => (
              <>
                <Button
                  onClick={() => {
                    keep({ scale: values });
                    setStep('details');
                  }}
                >
                  {JOURNEY_TEXT.back}
                </Button>
                <Button type="submit" variant="contained">
                  {JOURNEY_TEXT.next}
                </Button>
              </>
            )}
          >
            <ScaleFields />
          </StepForm>
        )}
        {step === 'breaks' && (
          <StepForm
            label={JOURNEY_STEP_LABEL.breaks}
            initialValues={draft.breaks}
            validate={validateBreaks}
            onSubmit={finish}
            actions={({ values, submitting }) => (
              <>
                <Button
                  disabled={submitting}
                  onClick={() => {
                    keep({ breaks: values });
                    setStep('scale');
                  }}
                >
                  {JOURNEY_TEXT.back}
                </Button>
                <BusyButton type="submit" busy={submitting}>
                  {JOURNEY_TEXT.finish}
                </BusyButton>
              </>
            )}
          >
            <BreaksFields />
          </StepForm>
        )}
      </JourneyTabs>
      <BreaksWarningDialog
        open={warning !== null}
        onConfirm={() => {
          if (warning) keep({ scale: warning, breaks: NO_BREAKS });
          setWarning(null);
          setStep('breaks');
        }}
        onClose={() => setWarning(null)}
      />
    </>
  );
}
