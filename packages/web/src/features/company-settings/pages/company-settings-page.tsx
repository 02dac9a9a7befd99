import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BANK_REGIME_LABEL,
  COMPANY_SETTINGS_MSG,
  companySettingsSchema,
  type CompanySettings,
} from '@colabora/core/company/settings';
import { BRAZIL_TIME_ZONES, TIME_ZONE_LABEL } from '@colabora/core/company/time-zone';
import { BANK_REGIMES } from '@colabora/core/timeclock/bank-terms';
import { Form, Formik, type FormikHelpers } from 'formik';
import { BusyButton } from '@/components/dialogs/busy-button';
import { KeepEdits } from '@/components/form/keep-edits';
import { SelectField } from '@/components/form/select-field';
import { PageHeader } from '@/components/layout/page-header';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useSessionUser } from '@/lib/use-session';
import { zodValidate } from '@/lib/zod-formik';
import { useCompanySettings, useUpdateCompanySettings } from '../api/company-settings';
import { AtestadoSection } from '../components/atestado-section';
import { EmployerSection } from '../components/employer-section';

/** The form always sends the employer's data (the body may leave it out). */
type SettingsValues = CompanySettings;

const validate = zodValidate<SettingsValues>(companySettingsSchema);
const settingsValues = ({ bankRegime, timeZone, employer }: CompanySettings): SettingsValues => ({ bankRegime, timeZone, employer });
const REGIME_OPTIONS = BANK_REGIMES.map((regime) => ({ value: regime, label: BANK_REGIME_LABEL[regime] }));
const ZONE_OPTIONS = BRAZIL_TIME_ZONES.map((zone) => ({ value: zone, label: TIME_ZONE_LABEL[zone] }));

/**
 * /home/company-settings (issue 22 §4), the company administrator's only: the hours-bank regime (CLT art. 59 §§2,
 * 5, 6), which the days settled from then on and the expiry job follow, the company's time zone (§6), which its
 * punches, days, alerts and jobs run on from then on (a new company starts on its state's: core time-zone.ts), and
 * the employer's identification the time records print (issue 23 §8).
 */
export function CompanySettingsPage() {
  const companyId = useSessionUser().company._id;
  const settings = useCompanySettings(companyId);
  const update = useUpdateCompanySettings(companyId);

  async function submit(values: SettingsValues, helpers: FormikHelpers<SettingsValues>) {
    try {
      // What was saved, as the server keeps it, is the form's start from now on.
      helpers.resetForm({ values: settingsValues(await update.mutateAsync(companySettingsSchema.parse(values))) });
    } catch (error) {
      if (error instanceof ApiError) helpers.setErrors(serverFieldErrors<SettingsValues>(error.fieldErrors));
    }
  }

  function content() {
    if (settings.isPending) return <Typography color="text.secondary">Carregando…</Typography>;
    if (settings.isError) {
      return <RetryAlert message={COMPANY_SETTINGS_MSG.readFailed} retrying={settings.isFetching} onRetry={() => void settings.refetch()} />;
    }
    const initialValues = settingsValues(settings.data);
    return (
      <Formik<SettingsValues> initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ isSubmitting, dirty }) => (
          <Form noValidate aria-label={COMPANY_SETTINGS_MSG.title}>
            <KeepEdits initialValues={initialValues} />
            <Stack spacing={3} sx={{ maxWidth: 640 }}>
              <SelectField name="bankRegime" label={COMPANY_SETTINGS_MSG.bankRegime} options={REGIME_OPTIONS} required disabled={isSubmitting} />
              <SelectField
                name="timeZone"
                label={COMPANY_SETTINGS_MSG.timeZone}
                options={ZONE_OPTIONS}
                hint={COMPANY_SETTINGS_MSG.timeZoneHint}
                required
                disabled={isSubmitting}
              />
              <EmployerSection disabled={isSubmitting} />
              <div>
                <BusyButton type="submit" busy={isSubmitting} disabled={!dirty}>
                  {COMPANY_SETTINGS_MSG.save}
                </BusyButton>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <>
      <PageHeader title={COMPANY_SETTINGS_MSG.title} />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 3 }} aria-busy={settings.isPending}>
          {content()}
        </Paper>
        <AtestadoSection companyId={companyId} />
      </Stack>
    </>
  );
}
