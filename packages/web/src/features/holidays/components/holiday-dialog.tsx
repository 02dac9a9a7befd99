import { HOLIDAY_MSG, type Holiday } from '@colabora/core/holiday/schema';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { CatalogFormDialog } from '@/components/resource-page/catalog-form-dialog';
import type { ResourceFormProps } from '@/components/resource-page/resource-page';
import { holidayApi } from '../api/holiday-api';
import { HolidayDaysFields } from './holiday-days-fields';
import { holidayFormValues } from './holiday-form-values';
import { MODEL_OPTIONS, TYPE_OPTIONS } from './holiday-options';

/** 'Adicionar Feriado', also to edit (spec 002 §2.8, §4.7, §5.9). */
export function HolidayDialog(props: ResourceFormProps<Holiday>) {
  return (
    <CatalogFormDialog
      {...props}
      api={holidayApi}
      titles={{ add: HOLIDAY_MSG.dialogTitle, edit: HOLIDAY_MSG.editTitle }}
      initialValues={holidayFormValues(props.item)}
      submitLabel={HOLIDAY_MSG.submit}
    >
      <TextField name="name" label="Nome do feriado" required autoFocus />
      <SelectField name="type" label="Tipo" options={TYPE_OPTIONS} required />
      <SelectField name="holidayModel" label="Modelo" options={MODEL_OPTIONS} required />
      <HolidayDaysFields />
      <CheckboxField name="optional" label={HOLIDAY_MSG.optionalLabel} />
    </CatalogFormDialog>
  );
}
