import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DismissalDetail } from '@colabora/core/dismissal/api';
import { brazilianDate } from '@colabora/core/ground/calendar-day';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { conclusionOpensOn, noticeStillRunning } from '@colabora/core/dismissal/rules';
import { DISMISSAL_STATUS_LABEL } from '@colabora/core/dismissal/status';
import { timeAtCompany, timeAtCompanyText } from '@colabora/core/dismissal/time-at-company';
import { useId } from 'react';
import { InfoGrid } from '@/domain/people/components/info-grid';
import { companyToday, formatDate } from '@/lib/format-date';
import { SUMMARY_LABEL } from './summary-labels';

const orToBeDefined = (day: string | null | undefined) => formatDate(day) ?? DISMISSAL_MSG.toBeDefined;

/**
 * DETALHES DA DEMISSÃO (002 §2.7): start of the shutdown, status, dismissal date, time at the company (admission
 * to the start, in years, months and days) and departure date, 'À definir' while not known. While a worked notice
 * runs it says the conclusion waits for the departure date (issue 20 §4), as the server does.
 */
export function DismissalSummary({ detail }: { detail: DismissalDetail }) {
  const titleId = useId();
  const details = detail.dismissalDetails;
  const span = details && timeAtCompany(detail.admissionDate, details.shutDownStartDate);
  const shutDownData = details?.shutDownData ?? null;
  const opensOn = conclusionOpensOn(shutDownData);
  const waiting = opensOn !== null && detail.statusDismissal !== 'DISMISSED' && noticeStillRunning(shutDownData, companyToday());
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 3, mb: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600} sx={{ mb: 2 }}>
        {DISMISSAL_MSG.summaryTitle}
      </Typography>
      <InfoGrid
        items={[
          { label: SUMMARY_LABEL.start, value: formatDate(details?.shutDownStartDate) },
          { label: SUMMARY_LABEL.status, value: detail.statusDismissal && DISMISSAL_STATUS_LABEL[detail.statusDismissal] },
          { label: SUMMARY_LABEL.resignation, value: orToBeDefined(details?.resignationDate) },
          { label: SUMMARY_LABEL.timeAtCompany, value: span && timeAtCompanyText(span) },
          { label: SUMMARY_LABEL.departure, value: orToBeDefined(details?.departureDate) },
        ]}
      />
      {waiting && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {DISMISSAL_MSG.noticeRunning(brazilianDate(opensOn))}
        </Alert>
      )}
    </Paper>
  );
}
