import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { HIRING_DATA_MSG } from '@colabora/core/admission/hiring-data';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { useFormikContext } from 'formik';
import { MoneyField } from '@/components/form/money-field';
import type { HiringFormValues } from './hiring-form-values';

/** Salary, or 'Padrão ao cargo': the job role's base salary copied and read-only (001 §2). */
export function StandardSalaryField({ baseSalary }: { baseSalary: number | null }) {
  const { values, setFieldValue } = useFormikContext<HiringFormValues>();
  const standard = values.hiringData.hasStandardSalary;
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start">
      <MoneyField name="hiringData.salary" label={HIRING_DATA_LABEL.salary} required readOnly={standard} blankWhenZero={!standard} />
      <FormControlLabel
        sx={{ pt: 1 }}
        label={HIRING_DATA_MSG.standardSalary}
        control={
          <Checkbox
            name="hiringData.hasStandardSalary"
            checked={standard}
            // Without a job role there is no base salary to copy.
            disabled={baseSalary === null}
            onChange={(event) => {
              void setFieldValue('hiringData.hasStandardSalary', event.target.checked);
              if (event.target.checked) void setFieldValue('hiringData.salary', baseSalary);
            }}
          />
        }
      />
    </Stack>
  );
}
