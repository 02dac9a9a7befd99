import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { MoneyField } from '@/components/form/money-field';
import { RadioField, YES_NO } from '@/components/form/radio-field';
import { offerField, type ALLOWANCES, type OfferLayout } from './hiring-offer-values';

type AllowanceFieldProps = (typeof ALLOWANCES)[number] & { layout?: OfferLayout };

/** An allowance: the yes/no answer, then its value; 'no' makes it 0 and not typeable (001 §2). */
export function AllowanceField({ flag, amount, label, layout = 'nested' }: AllowanceFieldProps) {
  const { values, setFieldValue } = useFormikContext<Record<typeof flag, boolean | null>>();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
      <RadioField
        name={flag}
        label={label}
        options={YES_NO}
        onChange={(answer) => {
          if (!answer) void setFieldValue(offerField(layout, amount), 0);
        }}
      />
      <MoneyField
        name={offerField(layout, amount)}
        label={`Valor do ${label.toLowerCase()}`}
        disabled={values[flag] !== true}
        blankWhenZero={values[flag] === true}
      />
    </Stack>
  );
}
