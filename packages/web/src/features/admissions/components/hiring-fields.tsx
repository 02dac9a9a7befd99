import Grid from '@mui/material/Grid';
import { useFormikContext } from 'formik';
import { HIRING_REGIMES } from '@colabora/core/admission/contract';
import { MoneyField } from '@/components/form/money-field';
import { RadioField, type RadioOption } from '@/components/form/radio-field';
import { SelectField } from '@/components/form/select-field';
import { useHiringOptions } from '../api/hiring-options';
import type { NewCollaboratorValues } from '../new-collaborator-values';

const REGIME_OPTIONS = HIRING_REGIMES.map((regime) => ({ value: regime, label: regime }));

/** Job role, department, regime and salary; the standard salary copies the job role's base salary (001 §2). */
export function HiringFields() {
  const { values, setFieldValue } = useFormikContext<NewCollaboratorValues>();
  const options = useHiringOptions();
  const jobRoles = options.data?.jobRoles ?? [];
  const departments = options.data?.departments ?? [];
  const emptyText = options.isPending ? 'Carregando…' : options.isError ? 'Não foi possível carregar' : undefined;
  const standard = values.hiringData.hasStandardSalary === true;

  function baseSalaryOf(jobRoleId: string): number | null {
    return jobRoles.find((jobRole) => jobRole._id === jobRoleId)?.baseSalary ?? null;
  }

  const standardOptions: RadioOption<boolean>[] = [
    // The standard salary is the job role's: it needs a job role first.
    { value: true, label: 'Sim', disabled: values.jobRole === '' },
    { value: false, label: 'Não' },
  ];

  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField
          name="jobRole"
          label="Cargo"
          required
          options={jobRoles.map((jobRole) => ({ value: jobRole._id, label: jobRole.name }))}
          emptyText={emptyText}
          onChange={(jobRoleId) => {
            if (standard) void setFieldValue('hiringData.salary', baseSalaryOf(jobRoleId));
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField
          name="department"
          label="Departamento"
          required
          options={departments.map((department) => ({ value: department._id, label: department.name }))}
          emptyText={emptyText}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RadioField name="hiringData.regime" label="Regime de contratação" options={REGIME_OPTIONS} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RadioField
          name="hiringData.hasStandardSalary"
          label="Salário padrão do cargo"
          options={standardOptions}
          hint={values.jobRole === '' ? 'Escolha o cargo para usar o salário padrão.' : undefined}
          onChange={(useStandard) => {
            if (useStandard) void setFieldValue('hiringData.salary', baseSalaryOf(values.jobRole));
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MoneyField name="hiringData.salary" label="Salário" required readOnly={standard} blankWhenZero={!standard} />
      </Grid>
    </Grid>
  );
}
