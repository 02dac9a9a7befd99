import type { ActivityRegistered } from '@colabora/core/activity/answer';
import { activityHints } from '@colabora/core/activity/hints';
import { ACTIVITY_FAMILY_OF, ACTIVITY_SCHEMAS, type ActivityInput, type ActivityType } from '@colabora/core/activity/schema';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type * as z from 'zod/mini';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { notifyWarning } from '@/lib/notify';
import { ACTIVITY_DIALOG_TITLE } from '../../activity-messages';
import { useRegisterActivity } from '../../api/register-activity';
import { ActivityFields, type ActivityFormValues } from './activity-fields';

interface ActivityDialogProps {
  person: CollaboratorDetail;
  type: ActivityType;
  open: boolean;
  onClose: () => void;
}

/** The hints the server found beyond the ones the form already showed (e.g. the company's holiday of art. 134 §3). */
function newWarnings(answer: ActivityRegistered, input: ActivityInput): string[] {
  const shown = new Set(activityHints(input));
  return answer.warnings.filter((warning) => !shown.has(warning));
}

/**
 * The registration dialog of one status (000 §2.6, §5; 001 §5 'Status registration'): the fields and rules of
 * the status's family (core ACTIVITY_FAMILY_OF) with its core schema, the same the API checks.
 */
export function ActivityDialog({ person, type, open, onClose }: ActivityDialogProps) {
  const family = ACTIVITY_FAMILY_OF[type];
  const register = useRegisterActivity(person._id);
  const schema: z.ZodMiniType<ActivityInput> = ACTIVITY_SCHEMAS[type];
  const initialValues: ActivityFormValues = {
    type,
    period: family.periods.length === 1 ? family.periods[0] : null,
    date: '',
    startDate: '',
    finalDate: '',
    numberOfDays: null,
    withoutForecastOfEnding: false,
    reason: '',
    document: null,
    soldDays: null,
  };
  return (
    <FormDialog
      open={open}
      title={ACTIVITY_DIALOG_TITLE[type]}
      initialValues={initialValues}
      schema={schema}
      onSubmit={async (input) => {
        const answer = await register.mutateAsync({ ...input, user: person._id, company: person.company._id });
        for (const warning of newWarnings(answer, input)) notifyWarning(warning);
        onClose();
      }}
      onClose={onClose}
    >
      <ActivityFields family={family} userId={person._id} />
    </FormDialog>
  );
}
