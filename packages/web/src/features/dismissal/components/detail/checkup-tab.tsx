import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DismissalDetail } from '@colabora/core/dismissal/api';
import {
  APPROVED_CHECKUP_LABEL,
  canApproveCheckup,
  CHECKUP_CONDITION_LABEL,
  CHECKUP_CONDITIONS,
  CHECKUP_LEGAL_NOTE,
  checkupBodySchema,
  NO_CONDITIONS,
  type CheckupBody,
} from '@colabora/core/dismissal/checkup';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { KeepEdits } from '@/components/form/keep-edits';
import { ApiError } from '@/lib/api-error';
import { zodValidate } from '@/lib/zod-formik';
import { useUpdateDismissalDetails } from '../../api/update-dismissal-details';
import { TabFormActions } from './tab-form-actions';

const validate = zodValidate<CheckupBody>(checkupBodySchema);

interface CheckupTabProps {
  detail: DismissalDetail;
  readOnly: boolean;
}

/** The saved conditions and approval (none yet: every condition unticked). */
const checkupValues = (detail: DismissalDetail): CheckupBody => ({ approvedCheckup: detail.approvedCheckup, checkup: detail.checkup ?? NO_CONDITIONS });

/**
 * CHECKUP ('Check up do funcionário', 002 §2.7 tab 0, §4.5, §5.8): the six conditions with their legal notes and
 * the approval. A ticked condition disables the approval (the person may be protected); an approval disables
 * the conditions.
 */
export function CheckupTab({ detail, readOnly }: CheckupTabProps) {
  const titleId = useId();
  const update = useUpdateDismissalDetails(detail._id);
  const initialValues = checkupValues(detail);

  async function submit(values: CheckupBody, helpers: FormikHelpers<CheckupBody>) {
    try {
      helpers.resetForm({ values: checkupValues(await update.mutateAsync(checkupBodySchema.parse(values))) });
    } catch (error) {
      if (error instanceof ApiError) helpers.setErrors(error.fieldErrors as FormikErrors<CheckupBody>);
    }
  }

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ values, isSubmitting }) => {
        const approvable = canApproveCheckup(values.checkup);
        return (
          <Form noValidate aria-labelledby={titleId}>
            <KeepEdits initialValues={initialValues} />
            <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600} sx={{ mb: 2 }}>
              {DISMISSAL_MSG.checkupTitle}
            </Typography>
            <Stack component="fieldset" disabled={readOnly} spacing={1} sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
              {CHECKUP_CONDITIONS.map((condition) => (
                <CheckboxField
                  key={condition}
                  name={`checkup.${condition}`}
                  label={CHECKUP_CONDITION_LABEL[condition]}
                  hint={CHECKUP_LEGAL_NOTE[condition]}
                  disabled={readOnly || values.approvedCheckup}
                />
              ))}
              <CheckboxField
                name="approvedCheckup"
                label={APPROVED_CHECKUP_LABEL}
                disabled={readOnly || !approvable}
                hint={approvable ? undefined : DISMISSAL_MSG.checkupBlocked}
              />
            </Stack>
            <TabFormActions saving={isSubmitting} readOnly={readOnly} />
          </Form>
        );
      }}
    </Formik>
  );
}
