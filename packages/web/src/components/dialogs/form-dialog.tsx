import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import { zodValidate } from '@/lib/zod-formik';
import { BusyButton } from './busy-button';

interface FormDialogProps<Values extends FormikValues, Output> {
  open: boolean;
  title: string;
  initialValues: Values;
  /** The core schema: validation messages come from it, and submit receives its parsed output. */
  schema: z.ZodMiniType<Output>;
  onSubmit: (output: Output) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  /** The submit button's text: SALVAR unless the screen names its own (e.g. REGISTRAR FERIADO). */
  submitLabel?: string;
  /** The cancel button's text: CANCELAR unless the screen names its own (e.g. BANCO DE HORAS' Cancelar). */
  cancelLabel?: string;
}

/**
 * Add/edit dialog: validates with the core zod schema, keeps SALVAR disabled while saving and
 * shows the server's field messages (400 {errors}) under their fields.
 */
export function FormDialog<Values extends FormikValues, Output>({
  open,
  title,
  initialValues,
  schema,
  onSubmit,
  onClose,
  children,
  submitLabel = 'SALVAR',
  cancelLabel = 'CANCELAR',
}: FormDialogProps<Values, Output>) {
  const titleId = useId();
  // The dialog cannot be dismissed while saving (Formik's own state lives inside the dialog).
  const [saving, setSaving] = useState(false);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setSaving(true);
    try {
      await onSubmit(schema.parse(values));
    } catch (error) {
      if (error instanceof ApiError) helpers.setErrors(error.fieldErrors as FormikErrors<Values>);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Formik initialValues={initialValues} validate={zodValidate<Values>(schema)} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <Stack spacing={2.5} sx={{ pt: 1 }}>
                {children}
              </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                {cancelLabel}
              </Button>
              <BusyButton type="submit" busy={isSubmitting}>
                {submitLabel}
              </BusyButton>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
