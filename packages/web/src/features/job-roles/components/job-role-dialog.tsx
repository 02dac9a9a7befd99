import { JOB_ROLE_MSG, jobRoleInputSchema, type JobRole } from '@colabora/core/job-role/schema';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { CheckboxField } from '@/components/form/checkbox-field';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import type { ResourceFormProps } from '@/components/resource-page/resource-page';
import { useCreateJobRole } from '../api/create-job-role';
import { useUpdateJobRole } from '../api/update-job-role';

export interface JobRoleFormValues {
  name: string;
  /** Centavos; null while empty. */
  baseSalary: number | null;
  toxicologicalExam: boolean;
}

function initialValues(jobRole: JobRole | null): JobRoleFormValues {
  return {
    name: jobRole?.name ?? '',
    baseSalary: jobRole?.baseSalary ?? null,
    toxicologicalExam: jobRole?.toxicologicalExam ?? false,
  };
}

/** ADICIONAR CARGO and edit (spec 001 'Job roles', §5 'Job role'). */
export function JobRoleDialog({ open, item, onClose, onCreated }: ResourceFormProps<JobRole>) {
  const create = useCreateJobRole();
  const update = useUpdateJobRole();
  return (
    <FormDialog
      open={open}
      title={item ? 'Editar cargo' : 'Adicionar cargo'}
      initialValues={initialValues(item)}
      schema={jobRoleInputSchema}
      onSubmit={async (input) => {
        if (item) await update.mutateAsync({ id: item._id, input });
        else {
          await create.mutateAsync(input);
          onCreated(input.name);
        }
        onClose();
      }}
      onClose={onClose}
    >
      <TextField name="name" label="Nome do cargo" required autoFocus />
      <MoneyField name="baseSalary" label="Base salarial" required />
      <CheckboxField name="toxicologicalExam" label={JOB_ROLE_MSG.toxicologicalLabel} />
    </FormDialog>
  );
}
