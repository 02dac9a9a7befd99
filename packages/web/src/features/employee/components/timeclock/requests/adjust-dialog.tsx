import MuiTextField from '@mui/material/TextField';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import type { PointAlertView } from '@colabora/core/timeclock/alerts';
import { ALERT_TYPE_LABEL, pointLabel } from '@colabora/core/timeclock/point-types';
import { ADJUST_REASON_LABEL, adjustReasons, asksPartialHours, asksRegisterTime, type AdjustReason } from '@colabora/core/timeclock/reasons';
import { REQUEST_LABEL } from '@colabora/core/timeclock/request-messages';
import { adjustSchema, type AdjustBody } from '@colabora/core/timeclock/request-schema';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { FileUploadField } from '@/components/files/file-upload-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { MaskedField } from '@/domain/people/components/fields/masked-field';
import { formatDate, formatTime } from '@/lib/format-date';
import { useSessionUser } from '@/lib/use-session';
import { useRequestAdjustment } from '@/features/employee/api/request-adjustment';

export interface AdjustFormValues {
  pointAlert: string;
  reason: AdjustReason | '';
  justification: string;
  attachment: UploadedFile | null;
  registerDate: string;
  partialMedicalCertificateStartHour: string;
  partialMedicalCertificateEndHour: string;
}

/** A clock time typed as HH:mm (24 h): the form keeps what is shown, so '25:00' gets 'Horário Invalido'. */
function TimeField({ name, label }: { name: string; label: string }) {
  return <MaskedField name={name} label={label} mask="##:##" placeholder="HH:MM" keepShown required />;
}

/** The fields the chosen reason asks for (002 §5.1). */
function ReasonFields({ alert }: { alert: PointAlertView }) {
  const { values } = useFormikContext<AdjustFormValues>();
  const userId = useSessionUser()._id;
  const certificate = values.reason === 'MEDICAL_CERTIFICATE' || values.reason === 'PARTIAL_MEDICAL_CERTIFICATE';
  return (
    <>
      {asksRegisterTime(alert.alertType, values.reason) && <TimeField name="registerDate" label={REQUEST_LABEL.registerTime} />}
      {asksPartialHours(values.reason) && (
        <>
          <TimeField name="partialMedicalCertificateStartHour" label={REQUEST_LABEL.partialStart} />
          <TimeField name="partialMedicalCertificateEndHour" label={REQUEST_LABEL.partialEnd} />
        </>
      )}
      <TextField name="justification" label={REQUEST_LABEL.justification} required multiline minRows={2} />
      {/* 002 §5.1: labelled mandatory for certificates, but not enforced. */}
      <FileUploadField
        name="attachment"
        label={certificate ? REQUEST_LABEL.attachmentRequired : REQUEST_LABEL.attachment}
        purpose="pdf"
        userId={userId}
      />
    </>
  );
}

interface AdjustDialogProps {
  alert: PointAlertView;
  open: boolean;
  onClose: () => void;
}

/**
 * AJUSTAR PONTO (002 §2.2, §5.1): the alert, the reasons its type allows, the times the reason asks for, the
 * justification and an optional PDF. 'O ajuste foi solicitado' closes it; on failure it stays with 'Não foi
 * possível solicitar o ajuste' (or the server's reason) and the fields' messages.
 */
export function AdjustDialog({ alert, open, onClose }: AdjustDialogProps) {
  const schema = useMemo(() => adjustSchema(alert.alertType), [alert.alertType]);
  const reasons = adjustReasons(alert.alertType);
  const options = reasons.map((reason) => ({ value: reason, label: ADJUST_REASON_LABEL[reason] }));
  const adjust = useRequestAdjustment();
  const initialValues: AdjustFormValues = {
    pointAlert: alert._id,
    // One reason only (a pending point): already chosen.
    reason: reasons.length === 1 ? reasons[0] : '',
    justification: '',
    attachment: null,
    registerDate: '',
    partialMedicalCertificateStartHour: '',
    partialMedicalCertificateEndHour: '',
  };

  async function submit(body: AdjustBody) {
    await adjust.mutateAsync(body);
    onClose();
  }

  const summary = [ALERT_TYPE_LABEL[alert.alertType], pointLabel(alert.pointType, alert.breakName), formatDate(alert.date), formatTime(alert.pointStartDate)];
  return (
    <FormDialog<AdjustFormValues, AdjustBody>
      key={alert._id}
      open={open}
      title={REQUEST_LABEL.adjustTitle}
      initialValues={initialValues}
      schema={schema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={REQUEST_LABEL.submit}
    >
      <MuiTextField label={REQUEST_LABEL.alert} value={summary.join(' - ')} slotProps={{ htmlInput: { readOnly: true } }} />
      <SelectField name="reason" label={REQUEST_LABEL.reason} options={options} required />
      <ReasonFields alert={alert} />
    </FormDialog>
  );
}
