import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { STEP_NAMES, STEP_REVIEW_MSG, STEP_TAB_LABEL, type Steps } from '@colabora/core/admission/steps';

/** The six steps and their review (000 §2.6): approved, disapproved, otherwise pending. */
export function StepStatusStepper({ steps }: { steps: Steps }) {
  return (
    <Stepper alternativeLabel nonLinear aria-label="Etapas da admissão">
      {STEP_NAMES.map((name) => {
        const status = steps[name].status;
        const approved = status === 'approved';
        const disapproved = status === 'disapproved';
        const caption = approved ? STEP_REVIEW_MSG.approvedLabel : disapproved ? STEP_REVIEW_MSG.disapprovedLabel : null;
        return (
          <Step key={name} completed={approved} data-status={status}>
            <StepLabel
              error={disapproved}
              optional={
                caption && (
                  <Typography variant="caption" color={approved ? 'success.main' : 'error'} display="block" align="center">
                    {caption}
                  </Typography>
                )
              }
            >
              {STEP_TAB_LABEL[name]}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
