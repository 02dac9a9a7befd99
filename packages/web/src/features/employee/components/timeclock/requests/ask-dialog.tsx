import Typography from '@mui/material/Typography';
import { isCalendarDay } from '@colabora/core/ground/calendar-day';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { formatMinutes } from '@colabora/core/timeclock/hhmm';
import { ASK_REASON_LABEL, ASK_REASONS, type AskReason } from '@colabora/core/timeclock/reasons';
import { REQUEST_LABEL, REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import { askFormSchema, compensatedMinutes } from '@colabora/core/timeclock/request-schema';
import { useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import type * as z from 'zod/mini';
import { FormDialog } from '@/components/dialogs/form-dialog';
import { FileUploadField } from '@/components/files/file-upload-field';
import { DateField } from '@/components/form/date-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { MaskedField } from '@/domain/people/components/fields/masked-field';
import { notifyError } from '@/lib/notify';
import { useSessionUser } from '@/lib/use-session';
import { useAskRequest, type AskBody } from '@/features/employee/api/ask-request';
import { useHoursBank } from '@/features/employee/api/get-hours-bank';
import { getWorkTimeByDay } from '@/features/employee/api/get-work-time-by-day';
import { companyToday } from '@/lib/format-date';

export interface AskFormValues {
  reason: AskReason | '';
  solicitationDate: string;
  compensationDate: string;
  dayHoursCompensated: string;
  justification: string;
  attachment: UploadedFile | null;
}

const EMPTY: AskFormValues = {
  reason: '',
  solicitationDate: '',
  compensationDate: '',
  dayHoursCompensated: '',
  justification: '',
  attachment: null,
};

const REASON_OPTIONS = ASK_REASONS.map((reason) => ({ value: reason, label: ASK_REASON_LABEL[reason] }));
/** The hours when the day's could not be computed (002 §5.2). */
const NO_HOURS = '00:00';

type AskOutput = z.output<ReturnType<typeof askFormSchema>>;

/** The form's compensation ('HH:mm') as the API takes it (minutes). */
function toBody(output: AskOutput): AskBody {
  if (output.reason === 'REQUEST_DAY_OFF') return output;
  const { dayHoursCompensated, ...rest } = output;
  return { ...rest, totalMinutesCompensated: compensatedMinutes(dayHoursCompensated) ?? 0 };
}

/** Compensação de horas: the chosen day sets the hours it takes; the bank shows what would be left. */
function CompensationFields({ today }: { today: string }) {
  const { values, setFieldValue } = useFormikContext<AskFormValues>();
  const userId = useSessionUser()._id;
  const bank = useHoursBank(userId);
  const day = values.compensationDate;

  useEffect(() => {
    // Only a day the request may take (today or later): no call for the years a typed date passes through.
    if (!isCalendarDay(day) || day < today) return;
    let current = true;
    getWorkTimeByDay(userId, day).then(
      (minutes) => {
        if (current) void setFieldValue('dayHoursCompensated', formatMinutes(minutes));
      },
      () => {
        if (!current) return;
        notifyError(REQUEST_MSG.compensationTimeFailed);
        void setFieldValue('dayHoursCompensated', NO_HOURS);
      },
    );
    // A later choice wins over an answer still on its way.
    return () => {
      current = false;
    };
  }, [day, today, userId, setFieldValue]);

  const minutes = compensatedMinutes(values.dayHoursCompensated) ?? 0;
  return (
    <>
      <DateField name="compensationDate" label={REQUEST_LABEL.compensationDate} required minDate={today} />
      <MaskedField name="dayHoursCompensated" label={REQUEST_LABEL.hoursCompensated} mask="##:##" placeholder="HH:MM" keepShown required />
      {bank.data !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {REQUEST_LABEL.bankAfter}: {formatMinutes(bank.data - minutes)}
        </Typography>
      )}
    </>
  );
}

/** The fields of the chosen reason (002 §5.2). */
function ReasonFields({ today }: { today: string }) {
  const { values } = useFormikContext<AskFormValues>();
  const userId = useSessionUser()._id;
  if (values.reason === '') return null;
  return (
    <>
      {values.reason === 'REQUEST_DAY_OFF' ? (
        <DateField name="solicitationDate" label={REQUEST_LABEL.dayOffDate} required />
      ) : (
        <CompensationFields today={today} />
      )}
      <TextField name="justification" label={REQUEST_LABEL.justification} required multiline minRows={2} />
      {values.reason === 'REQUEST_DAY_OFF' && <FileUploadField name="attachment" label={REQUEST_LABEL.attachment} purpose="pdf" userId={userId} />}
    </>
  );
}

/**
 * SOLICITAR (002 §2.2, §5.2): 'Pedir Folga' (date, justification, optional PDF) or 'Compensação de horas' (a day
 * from today on, whose hours come from the server, 00:00 with 'Não foi possivel calcular o horario compensado'
 * when they cannot). A failure keeps it open with 'Não foi possível enviar a solicitação.' (or the server's reason).
 */
export function AskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const today = companyToday();
  const schema = useMemo(() => askFormSchema(today), [today]);
  const ask = useAskRequest();

  async function submit(output: AskOutput) {
    await ask.mutateAsync(toBody(output));
    onClose();
  }

  return (
    <FormDialog<AskFormValues, AskOutput>
      open={open}
      title={REQUEST_LABEL.askTitle}
      initialValues={EMPTY}
      schema={schema}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={REQUEST_LABEL.submit}
    >
      <SelectField name="reason" label={REQUEST_LABEL.reason} options={REASON_OPTIONS} required />
      <ReasonFields today={today} />
    </FormDialog>
  );
}
