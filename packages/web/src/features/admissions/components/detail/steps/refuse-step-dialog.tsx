import { refuseStepSchema } from '@colabora/core/admission/step-review';
import type { StepName } from '@colabora/core/admission/steps';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { TextField } from '@/components/form/text-field';
import { DETAIL_MSG } from '../../../admission-detail-messages';
import { useRefuseStep } from '../../../api/update-step';

interface RefuseStepDialogProps {
  open: boolean;
  userId: string;
  step: StepName;
  onClose: () => void;
}

/** 'Refuse admission step' (000 §2.6, §5): the reason is required; the step goes back to the candidate. */
export function RefuseStepDialog({ open, userId, step, onClose }: RefuseStepDialogProps) {
  const refuse = useRefuseStep(userId);
  return (
    <FormDialog
      open={open}
      title={DETAIL_MSG.refuseTitle}
      initialValues={{ reason: '' }}
      schema={refuseStepSchema}
      onSubmit={async ({ reason }) => {
        await refuse.mutateAsync({ stepName: step, reason });
        onClose();
      }}
      onClose={onClose}
    >
      <TextField name="reason" label={DETAIL_MSG.refuseReason} required multiline minRows={3} />
    </FormDialog>
  );
}
