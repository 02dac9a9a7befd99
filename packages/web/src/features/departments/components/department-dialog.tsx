import { departmentInputSchema, type Department } from '@colabora/core/department/schema';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { TextField } from '@/components/form/text-field';
import type { ResourceFormProps } from '@/components/resource-page/resource-page';
import { useCreateDepartment } from '../api/create-department';
import { useUpdateDepartment } from '../api/update-department';

/** ADICIONAR DEPARTAMENTO and edit (spec 002 §2.5, §5.7). */
export function DepartmentDialog({ open, item, onClose, onCreated }: ResourceFormProps<Department>) {
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  return (
    <FormDialog
      open={open}
      title={item ? 'Editar departamento' : 'Adicionar departamento'}
      initialValues={{ name: item?.name ?? '' }}
      schema={departmentInputSchema}
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
      <TextField name="name" label="Nome do departamento" required autoFocus />
    </FormDialog>
  );
}
