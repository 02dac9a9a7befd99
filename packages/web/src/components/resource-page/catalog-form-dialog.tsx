import type { FormikValues } from 'formik';
import type { CatalogDoc } from '@colabora/core/catalog/catalog-spec';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/dialogs/form-dialog';
import type { CatalogApi } from './catalog-api';
import type { ResourceFormProps } from './resource-page';

interface CatalogFormDialogProps<Input, Row extends CatalogDoc, OrderBy extends string, Filter extends string, Values extends FormikValues>
  extends ResourceFormProps<Row> {
  api: CatalogApi<Input, Row, OrderBy, Filter>;
  titles: { add: string; edit: string };
  initialValues: Values;
  submitLabel?: string;
  /** The form's fields. */
  children: ReactNode;
}

/** The add and edit dialog of a catalogue item: validated by the catalogue's schema, then created or updated. */
export function CatalogFormDialog<
  Input extends { name: string },
  Row extends CatalogDoc,
  OrderBy extends string,
  Filter extends string,
  Values extends FormikValues,
>({ api, open, item, onClose, onCreated, titles, initialValues, submitLabel, children }: CatalogFormDialogProps<Input, Row, OrderBy, Filter, Values>) {
  const create = api.useCreate();
  const update = api.useUpdate();
  return (
    <FormDialog
      open={open}
      title={item ? titles.edit : titles.add}
      initialValues={initialValues}
      schema={api.spec.input}
      submitLabel={submitLabel}
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
      {children}
    </FormDialog>
  );
}
