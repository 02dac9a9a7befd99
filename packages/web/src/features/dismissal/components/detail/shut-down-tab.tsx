import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCalendarDay } from '@colabora/core/ground/calendar-day';
import type { DismissalDetail } from '@colabora/core/dismissal/api';
import { inExperience } from '@colabora/core/dismissal/experience-contract';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { computeNotice } from '@colabora/core/dismissal/notice';
import { estimateRescission } from '@colabora/core/dismissal/rescission-estimate';
import {
  DISMISSAL_REASONS,
  OBSERVATIONS_MAX,
  reductionAsked,
  SHUT_DOWN_FIELD_LABEL as LABEL,
  shutDownDataSchema,
} from '@colabora/core/dismissal/shut-down-data';
import { stabilityJustificationIssue, stabilityJustificationRequired } from '@colabora/core/dismissal/stability';
import { factsInForce } from '@colabora/core/dismissal/stability-facts';
import {
  DISMISSAL_ORIGIN_LABEL,
  DISMISSAL_ORIGINS,
  NOTICE_KIND_LABEL,
  NOTICE_KINDS,
  WARNING_DEFINITION_LABEL,
  WARNING_DEFINITIONS,
} from '@colabora/core/dismissal/termination';
import { Form, Formik, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { DateField } from '@/components/form/date-field';
import { KeepEdits } from '@/components/form/keep-edits';
import { RadioField, YES_NO } from '@/components/form/radio-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { yesNo } from '@/lib/display-format';
import { ApiError } from '@/lib/api-error';
import { companyToday, formatDate } from '@/lib/format-date';
import { zodValidate } from '@/lib/zod-formik';
import { useUpdateDismissalDetails } from '../../api/update-dismissal-details';
import { NoticeComputationNote } from './notice-computation';
import { ReadOnlyField } from './read-only-field';
import { RescissionEstimateCard } from './rescission-estimate-card';
import { increaseApplies, noticeInput, shutDownInitialValues, type ShutDownValues } from './shut-down-values';
import { ExperienceQuestions } from './experience-questions';
import { SHUT_DOWN_TEXT } from './shut-down-texts';
import { StabilityFactsNotice } from './stability-facts-notice';
import { TabFormActions } from './tab-form-actions';

const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const ORIGIN_OPTIONS = options(DISMISSAL_ORIGINS, DISMISSAL_ORIGIN_LABEL);
const NOTICE_OPTIONS = options(NOTICE_KINDS, NOTICE_KIND_LABEL);
const WARNING_OPTIONS = options(WARNING_DEFINITIONS, WARNING_DEFINITION_LABEL);
const REASON_OPTIONS = DISMISSAL_REASONS.map((reason) => ({ value: reason, label: reason }));

const schemaErrors = zodValidate<ShutDownValues>(shutDownDataSchema);

/** The experience contract is still running on the resignation date typed (or, before one is typed, today). */
function experienceAsked(values: ShutDownValues): boolean {
  const day = isCalendarDay(values.resignationDate) ? values.resignationDate : companyToday();
  return values.experience !== null && inExperience({ ...values.experience, extended: false, reciprocalClause: false }, day);
}

/** Why the reduction of art. 488 is not asked, under its question; undefined while it is. */
function reductionHint(values: ShutDownValues, input: ReturnType<typeof noticeInput>): string | undefined {
  if (values.notice === 'indemnifiedNotice') return SHUT_DOWN_TEXT.warningDisabled;
  if (!input || reductionAsked({ ...input, experience: values.experience })) return undefined;
  return values.justCause === false && values.dismissalOrigin === 'company' ? SHUT_DOWN_TEXT.warningNoNotice : SHUT_DOWN_TEXT.warningNotAsked;
}

/** The company-time increase is not asked: it follows who ends the contract (Lei 12.506/2011). */
const withIncrease = (values: ShutDownValues): ShutDownValues => ({ ...values, increasedCompanyTime: increaseApplies(values) });

/** The server names fields inside shutDownData; the form holds them at the top. */
function formFieldErrors(error: ApiError): FormikErrors<ShutDownValues> {
  return Object.entries(error.fieldErrors).reduce<FormikErrors<ShutDownValues>>(
    (errors, [path, message]) => setIn(errors, path.replace(/^shutDownData\./, ''), message),
    {},
  );
}

// A question that does not apply (or a concluded process) is disabled, but its wording and notes stay readable
// (WCAG AA): only the controls take the disabled colour.
const DISABLED_READABLE = {
  border: 0,
  p: 0,
  m: 0,
  mb: 3,
  '& .MuiFormLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' },
} as const;

interface ShutDownTabProps {
  detail: DismissalDetail;
  readOnly: boolean;
}

/**
 * DESLIGAMENTO ('Dados do desligamento', 002 §2.7 tab 1, §4.5, §5.8): every field of the dismissal data. The
 * notice, its end and the departure date are the law's (core dismissal/notice.ts), shown with the computation;
 * an indemnified notice clears and disables the reduction of a worked notice. Below, the rescission estimate.
 */
export function ShutDownTab({ detail, readOnly }: ShutDownTabProps) {
  const titleId = useId();
  const update = useUpdateDismissalDetails(detail._id);
  const recorded = detail.protectedConditions;
  // The recorded leaves that still protect on the resignation date typed (today while it is not a date yet).
  const inForce = (values: ShutDownValues) =>
    factsInForce(detail.stabilityFacts, isCalendarDay(values.resignationDate) ? values.resignationDate : companyToday());

  function validate(values: ShutDownValues): FormikErrors<ShutDownValues> {
    const errors = schemaErrors(withIncrease(values));
    const { justCause, dismissalOrigin } = values;
    if (justCause === null || dismissalOrigin === null) return errors;
    const data = { justCause, dismissalOrigin, stabilityJustification: values.stabilityJustification };
    const issue = stabilityJustificationIssue(recorded, data, inForce(values));
    return issue ? { ...errors, stabilityJustification: issue } : errors;
  }

  async function submit(values: ShutDownValues, helpers: FormikHelpers<ShutDownValues>) {
    try {
      // What was saved, as the server keeps it (the admission, the experience dates), is the form's start from now on.
      helpers.resetForm({ values: shutDownInitialValues(await update.mutateAsync({ shutDownData: shutDownDataSchema.parse(withIncrease(values)) })) });
    } catch (error) {
      if (error instanceof ApiError) helpers.setErrors(formFieldErrors(error));
    }
  }

  const initialValues = shutDownInitialValues(detail);
  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={submit}>
      {({ values, isSubmitting, setFieldValue }) => {
        const input = noticeInput(values);
        const computation = input && computeNotice(input);
        const estimate = input && estimateRescission({ ...input, ...detail.rescissionFacts, salary: detail.hiringData.salary });
        const reductionNote = reductionHint(values, input);
        const { justCause, dismissalOrigin } = values;
        const facts = inForce(values);
        const askJustification =
          justCause !== null && dismissalOrigin !== null && stabilityJustificationRequired(recorded, { justCause, dismissalOrigin }, facts);
        return (
          <Form noValidate aria-labelledby={titleId}>
            <KeepEdits initialValues={initialValues} />
            <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600} sx={{ mb: 2 }}>
              {DISMISSAL_MSG.shutDownTitle}
            </Typography>
            <Stack component="fieldset" disabled={readOnly} spacing={3} sx={DISABLED_READABLE}>
              <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <RadioField
                    name="justCause"
                    label={LABEL.justCause}
                    options={YES_NO}
                    disabled={readOnly}
                    // CLT art. 488: only a dismissal without just cause shortens the notice.
                    onChange={(value) => value && void setFieldValue('warningDefinitions', null)}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <RadioField
                    name="dismissalOrigin"
                    label={LABEL.dismissalOrigin}
                    options={ORIGIN_OPTIONS}
                    disabled={readOnly}
                    onChange={(value) => value !== 'company' && void setFieldValue('warningDefinitions', null)}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <RadioField
                    name="notice"
                    label={LABEL.notice}
                    options={NOTICE_OPTIONS}
                    disabled={readOnly}
                    // 002 §4.5: an indemnified notice clears the reduction of a worked one.
                    onChange={(value) => value === 'indemnifiedNotice' && void setFieldValue('warningDefinitions', null)}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <RadioField
                    name="warningDefinitions"
                    label={LABEL.warningDefinitions}
                    options={WARNING_OPTIONS}
                    disabled={readOnly || reductionNote !== undefined}
                    hint={reductionNote}
                  />
                </Grid>
                {experienceAsked(values) && (
                  <Grid size={12}>
                    <ExperienceQuestions values={values} readOnly={readOnly} />
                  </Grid>
                )}
                <Grid size={12}>
                  <NoticeComputationNote notice={values.notice} computation={computation} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <ReadOnlyField
                    name="increasedCompanyTime"
                    label={LABEL.increasedCompanyTime}
                    value={yesNo(increaseApplies(values))}
                    hint={SHUT_DOWN_TEXT.increaseByLaw}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <SelectField name="reason" label={LABEL.reason} options={REASON_OPTIONS} required disabled={readOnly} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <ReadOnlyField name="admissionDate" label={LABEL.admissionDate} value={formatDate(values.admissionDate)} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <DateField name="resignationDate" label={LABEL.resignationDate} required disabled={readOnly} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <ReadOnlyField
                    name="departureDate"
                    label={LABEL.departureDate}
                    value={formatDate(computation?.departureDate)}
                    hint={SHUT_DOWN_TEXT.departureHint}
                  />
                </Grid>
                <Grid size={12}>
                  <TextField
                    name="observations"
                    label={LABEL.observations}
                    required
                    multiline
                    minRows={3}
                    fullWidth
                    disabled={readOnly}
                    slotProps={{ htmlInput: { maxLength: OBSERVATIONS_MAX } }}
                  />
                </Grid>
                {facts.length > 0 && (
                  <Grid size={12}>
                    <StabilityFactsNotice facts={facts} />
                  </Grid>
                )}
                {askJustification && (
                  <Grid size={12}>
                    <TextField
                      name="stabilityJustification"
                      label={DISMISSAL_MSG.stabilityJustificationLabel}
                      required
                      multiline
                      minRows={3}
                      fullWidth
                      disabled={readOnly}
                      helperText={recorded.length > 0 ? DISMISSAL_MSG.stabilityJustificationRequired : DISMISSAL_MSG.stabilityFactsJustificationRequired}
                    />
                  </Grid>
                )}
              </Grid>
            </Stack>
            <Stack spacing={3}>
              <TabFormActions saving={isSubmitting} readOnly={readOnly} />
              <RescissionEstimateCard estimate={estimate} />
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
