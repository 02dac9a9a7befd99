import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MuiTextField from '@mui/material/TextField';
import { activityHints } from '@colabora/core/activity/hints';
import { activityDays } from '@colabora/core/activity/interval';
import {
  ACTIVITY_DOCUMENT_PURPOSE,
  ACTIVITY_MSG,
  ACTIVITY_PERIOD_LABEL,
  MAX_SOLD_DAYS,
  type ActivityFamily,
  type ActivityType,
} from '@colabora/core/activity/schema';
import { type ActivityPeriod } from '@colabora/core/activity/terms';
import { isCalendarDay } from '@colabora/core/ground/calendar-day';
import type { UploadedFile } from '@colabora/core/ground/uploaded-file';
import { VACATION_VIEW_MSG } from '@colabora/core/vacation/messages';
import { vacationRegistrationIssues } from '@colabora/core/vacation/registration';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FileUploadField } from '@/components/files/file-upload-field';
import { CheckboxField } from '@/components/form/checkbox-field';
import { DateField } from '@/components/form/date-field';
import { RadioField } from '@/components/form/radio-field';
import { TextField } from '@/components/form/text-field';
import { useFormField } from '@/components/form/use-form-field';
import { usePersonVacation } from '@/domain/vacation/api/list-vacations';
import { useSessionUser } from '@/lib/use-session';
import { ACTIVITY_FORM_MSG } from '../../activity-messages';

/** The registration form's values; days are 'yyyy-MM-dd' or '' while empty. */
export interface ActivityFormValues {
  type: ActivityType;
  period: ActivityPeriod | null;
  date: string;
  startDate: string;
  finalDate: string;
  /** Computed from the days (000 §5), never typed. */
  numberOfDays: number | null;
  withoutForecastOfEnding: boolean;
  reason: string;
  document: UploadedFile | null;
  /** A vacation's days sold (abono pecuniário, CLT art. 143); null while empty. */
  soldDays: number | null;
}

/** The days sold with a vacation: a whole number, optional (art. 143 leaves the choice to the employee). */
function SoldDaysField() {
  const { field, setValue, touch, textFieldProps } = useFormField<number | null>('soldDays');
  return (
    <MuiTextField
      {...textFieldProps(VACATION_VIEW_MSG.soldDaysHint(MAX_SOLD_DAYS))}
      label={VACATION_VIEW_MSG.soldDaysLabel}
      type="number"
      value={field.value ?? ''}
      onChange={(event) => setValue(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={() => touch()}
      slotProps={{ htmlInput: { min: 0, max: MAX_SOLD_DAYS, step: 1 } }}
    />
  );
}

interface ActivityFieldsProps {
  family: ActivityFamily;
  /** Whose document it is (a saved one opens through an authorized link). */
  userId: string;
}

/**
 * The fields a family asks for: the period ('Um dia' / 'Mais de um dia'), its days, 'Sem previsão de
 * término' where allowed (it clears the end), the days counted, the reason and the PDF; the legal hints
 * appear as warnings while typing and never block the registration; a vacation asks for the days sold with it
 * (CLT art. 143), and one that does not fit its period (CLT arts. 130, 134 §1, 143) shows the server's refusals as
 * it is typed.
 */
export function ActivityFields({ family, userId }: ActivityFieldsProps) {
  const { values, setFieldValue } = useFormikContext<ActivityFormValues>();
  const { period } = values;
  const days = period ? activityDays({ ...values, period }) : null;
  const companyId = useSessionUser().company._id;
  // CLT arts. 130, 134 §1 and 143 against the person's periods: the server refuses with these same messages.
  const periods = usePersonVacation(companyId, userId, values.type === 'VACATION');
  const first = period === 'ONE_DAY' ? values.date : values.startDate;
  const facts = periods.data?.facts;
  const refusals = facts && days !== null && isCalendarDay(first) ? vacationRegistrationIssues(facts, { first, days, soldDays: values.soldDays ?? 0 }) : [];
  const hints = period ? activityHints({ ...values, period }).filter((hint) => !refusals.includes(hint)) : [];
  const openEnded = family.openEnded && values.withoutForecastOfEnding;

  useEffect(() => {
    if (values.numberOfDays !== days) void setFieldValue('numberOfDays', days, false);
  }, [days, values.numberOfDays, setFieldValue]);
  useEffect(() => {
    if (openEnded && values.finalDate !== '') void setFieldValue('finalDate', '', false);
  }, [openEnded, values.finalDate, setFieldValue]);

  return (
    <>
      {family.periods.length > 1 && (
        <RadioField
          name="period"
          label={ACTIVITY_FORM_MSG.period}
          options={family.periods.map((value) => ({ value, label: ACTIVITY_PERIOD_LABEL[value] }))}
        />
      )}
      {period === 'ONE_DAY' && <DateField name="date" label={ACTIVITY_FORM_MSG.date} required />}
      {period === 'MORE_THAN_ONE_DAY' && (
        <>
          <DateField name="startDate" label={ACTIVITY_FORM_MSG.startDate} required />
          <DateField
            name="finalDate"
            label={ACTIVITY_FORM_MSG.finalDate}
            required={!openEnded}
            disabled={openEnded}
            minDate={values.startDate || undefined}
          />
          {family.openEnded && <CheckboxField name="withoutForecastOfEnding" label={ACTIVITY_MSG.withoutForecastOfEnding} />}
        </>
      )}
      {period && !openEnded && (
        <TextField
          name="numberOfDays"
          label={ACTIVITY_FORM_MSG.numberOfDays}
          helperText="Calculada pelas datas"
          slotProps={{ input: { readOnly: true } }}
        />
      )}
      {family.sellsDays && <SoldDaysField />}
      {family.reasonRequired && <TextField name="reason" label={ACTIVITY_FORM_MSG.reason} required multiline minRows={2} />}
      {family.documentRequired && (
        <FileUploadField name="document" label={ACTIVITY_FORM_MSG.document} purpose={ACTIVITY_DOCUMENT_PURPOSE} userId={userId} />
      )}
      {refusals.length > 0 && (
        <Alert severity="error" role="status">
          <AlertTitle>{ACTIVITY_FORM_MSG.vacationRefusedTitle}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </Box>
        </Alert>
      )}
      {hints.length > 0 && (
        <Alert severity="warning" role="status">
          <AlertTitle>{ACTIVITY_FORM_MSG.hintsTitle}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {hints.map((hint) => (
              <li key={hint}>{hint}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
