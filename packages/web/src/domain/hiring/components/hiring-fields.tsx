import Grid from '@mui/material/Grid';
import { getIn, useFormikContext } from 'formik';
import { HIRING_REGIMES } from '@colabora/core/admission/hiring-regime';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { MoneyField } from '@/components/form/money-field';
import { RadioField, type RadioOption } from '@/components/form/radio-field';
import { SelectField } from '@/components/form/select-field';
import { useHiringOptions } from '@/domain/hiring/api/hiring-options';
import { optionsEmptyText } from './hiring-messages';
import { offerField, type OfferLayout } from './hiring-offer-values';

const REGIME_OPTIONS = HIRING_REGIMES.map((regime) => ({ value: regime, label: regime }));

interface HiringFieldsProps {
  /** The question that copies the job role's base salary (the promotion says 'Padrão ao cargo'). */
  standardSalaryLabel?: string;
  layout?: OfferLayout;
}

/** Job role, department, regime and salary; the standard salary copies the job role's base salary (001 §2). */
export function HiringFields({ standardSalaryLabel = 'Salário padrão do cargo', layout = 'nested' }: HiringFieldsProps) {
  const { values, setFieldValue } = useFormikContext<{ jobRole: string }>();
  const name = (field: Parameters<typeof offerField>[1]) => offerField(layout, field);
  const options = useHiringOptions();
  const jobRoles = options.data?.jobRoles ?? [];
  const departments = options.data?.departments ?? [];
  const emptyText = optionsEmptyText(options);
  const standard = getIn(values, name('hasStandardSalary')) === true;

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
            if (standard) void setFieldValue(name('salary'), baseSalaryOf(jobRoleId));
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
        <RadioField name={name('regime')} label={HIRING_DATA_LABEL.regime} options={REGIME_OPTIONS} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RadioField
          name={name('hasStandardSalary')}
          label={standardSalaryLabel}
          options={standardOptions}
          hint={values.jobRole === '' ? 'Escolha o cargo para usar o salário padrão.' : undefined}
          onChange={(useStandard) => {
            if (useStandard) void setFieldValue(name('salary'), baseSalaryOf(values.jobRole));
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MoneyField name={name('salary')} label={HIRING_DATA_LABEL.salary} required readOnly={standard} blankWhenZero={!standard} />
      </Grid>
    </Grid>
  );
}
