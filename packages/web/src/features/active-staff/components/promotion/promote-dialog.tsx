import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { afterPromotionSchema, type AfterPromotion } from '@colabora/core/promotion/schema';
import { HIRING_DATA_MSG } from '@colabora/core/admission/hiring-data';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { AllowanceField } from '@/domain/hiring/components/allowance-field';
import { HiringFields } from '@/domain/hiring/components/hiring-fields';
import { ALLOWANCES } from '@/domain/hiring/components/hiring-offer-values';
import { ApiError } from '@/lib/api-error';
import { useCreatePromotion } from '../../api/create-promotion';

interface PromoteDialogProps {
  person: CollaboratorDetail;
  open: boolean;
  onClose: () => void;
}

/** The form starts from what the person has now: HR changes what the promotion changes. */
function currentPosition(person: CollaboratorDetail) {
  const { regime, hasStandardSalary, salary, vt, va, vr } = person.hiringData;
  return {
    regime,
    jobRole: person.jobRole?._id ?? '',
    department: person.department?._id ?? '',
    hasStandardSalary,
    hasVt: vt > 0,
    hasVa: va > 0,
    hasVr: vr > 0,
    salary,
    vt,
    va,
    vr,
  };
}

/** The server names fields inside afterPromotion; the form holds them at the top. */
function withFormFieldNames(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = Object.entries(error.fieldErrors).map(([path, message]) => [path.replace(/^afterPromotion\./, ''), message]);
  return new ApiError(error.status, error.serverMessage, Object.fromEntries(fields), error.code);
}

/**
 * PROMOVER COLABORADOR (001 'Collaborator detail', §5 Promotion): the hiring form's fields; 'Padrão ao cargo'
 * copies the job role's base salary, an allowance answered no is 0. The promotion waits for the person's
 * confirmation.
 */
export function PromoteDialog({ person, open, onClose }: PromoteDialogProps) {
  const create = useCreatePromotion(person._id);

  async function submit(afterPromotion: AfterPromotion) {
    try {
      await create.mutateAsync(afterPromotion);
    } catch (error) {
      throw withFormFieldNames(error);
    }
    onClose();
  }

  return (
    <FormDialog
      open={open}
      title="PROMOVER COLABORADOR"
      initialValues={currentPosition(person)}
      schema={afterPromotionSchema}
      onSubmit={submit}
      onClose={onClose}
    >
      <HiringFields layout="flat" standardSalaryLabel={HIRING_DATA_MSG.standardSalary} />
      {ALLOWANCES.map((allowance) => (
        <AllowanceField key={allowance.flag} {...allowance} layout="flat" />
      ))}
    </FormDialog>
  );
}
