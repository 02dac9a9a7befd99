import { FIRST_CALENDAR_DAY } from '@colabora/core/ground/calendar-day';
import { newDependentSchema, type Dependent } from '@colabora/core/admission/dependent';
import { DEPENDENT_TYPES, toOptions } from '@colabora/core/admission/options';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { DateField } from '@/components/form/date-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { MASKS } from '@/lib/masks';
import { MaskedField } from './masked-field';
import { companyToday } from '@/lib/format-date';

export const ADD_DEPENDENT_TITLE = 'Adicionar dependente';

const EMPTY = { dependentName: '', dependentType: '', dependentbirthDate: '', dependentCpf: '' };

interface AddDependentDialogProps {
  open: boolean;
  /** The dependents already on the list: a CPF among them is refused (000 §5 'Dependent'). */
  added: readonly Dependent[];
  onAdd: (dependent: Dependent) => void;
  onClose: () => void;
}

/** 'Add dependent' of 000 §2.6: the dependent joins the list, which the step saves as a whole. */
export function AddDependentDialog({ open, added, onAdd, onClose }: AddDependentDialogProps) {
  return (
    <FormDialog
      open={open}
      title={ADD_DEPENDENT_TITLE}
      initialValues={EMPTY}
      schema={newDependentSchema(added)}
      onSubmit={async (dependent) => onAdd(dependent)}
      onClose={onClose}
    >
      <TextField name="dependentName" label="Nome completo do dependente" required autoComplete="off" />
      <SelectField name="dependentType" label="Tipo de dependente" options={toOptions(DEPENDENT_TYPES)} required />
      <DateField name="dependentbirthDate" label="Data de nascimento do dependente" required minDate={FIRST_CALENDAR_DAY} maxDate={companyToday()} />
      <MaskedField name="dependentCpf" label="CPF do dependente" mask={MASKS.cpf} required />
    </FormDialog>
  );
}
