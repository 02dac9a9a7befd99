import type { Department } from '@colabora/core/department/schema';
import { TextField } from '@/components/form/text-field';
import { CatalogFormDialog } from '@/components/resource-page/catalog-form-dialog';
import type { ResourceFormProps } from '@/components/resource-page/resource-page';
import { departmentApi } from '../api/department-api';

/** ADICIONAR DEPARTAMENTO and edit (spec 002 §2.5, §5.7). */
export function DepartmentDialog(props: ResourceFormProps<Department>) {
  return (
    <CatalogFormDialog
      {...props}
      api={departmentApi}
      titles={{ add: 'Adicionar departamento', edit: 'Editar departamento' }}
      initialValues={{ name: props.item?.name ?? '' }}
    >
      <TextField name="name" label="Nome do departamento" required autoFocus />
    </CatalogFormDialog>
  );
}
