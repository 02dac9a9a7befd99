import { JOB_ROLE_MSG, type JobRole } from '@colabora/core/job-role/schema';
import { CheckboxField } from '@/components/form/checkbox-field';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { CatalogFormDialog } from '@/components/resource-page/catalog-form-dialog';
import type { ResourceFormProps } from '@/components/resource-page/resource-page';
import { jobRoleApi } from '../api/job-role-api';

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
export function JobRoleDialog(props: ResourceFormProps<JobRole>) {
  return (
    <CatalogFormDialog
      {...props}
      api={jobRoleApi}
      titles={{ add: 'Adicionar cargo', edit: 'Editar cargo' }}
      initialValues={initialValues(props.item)}
    >
      <TextField name="name" label="Nome do cargo" required autoFocus />
      <MoneyField name="baseSalary" label="Base salarial" required />
      <CheckboxField name="toxicologicalExam" label={JOB_ROLE_MSG.toxicologicalLabel} />
    </CatalogFormDialog>
  );
}
