import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { experienceDates } from '@colabora/core/admission/experience-period';
import { hasExperiencePeriod } from '@colabora/core/admission/hiring-data';
import { STATUS_ACTIVE_LABEL } from '@colabora/core/enums';
import { isAway } from '@colabora/core/activity/rules';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { useId } from 'react';
import { InfoGrid } from '@/domain/people/components/info-grid';
import { PERSON_MSG } from '@/domain/people/components/person-messages';
import { formatDate } from '@/lib/format-date';
import { useWorkdays } from '@/domain/hiring/api/workdays';
import { DETAIL_MSG } from '../../detail-messages';
import { LeaveDates } from './leave-dates';

/** The two periods of a CLT contract, from the law's rule (core experience-period.ts), dd/MM/yyyy. */
function experiencePeriod(detail: CollaboratorDetail): string | null {
  const { regime, experiencePeriod: period } = detail.hiringData;
  if (!hasExperiencePeriod(regime)) return DETAIL_MSG.notApplicable;
  if (!period) return null;
  const dates = experienceDates(detail.admissionDate, period);
  return (
    `${formatDate(dates.beginningOfFirstPeriod)} a ${formatDate(dates.endOfFirstPeriod)} e ` +
    `${formatDate(dates.startOfSecondPeriod)} a ${formatDate(dates.endOfSecondPeriod)}`
  );
}

/** 001 'Collaborator detail': experience period, status, admission date, regime, e-social, time clock, workday, scale. */
export function DetailsPanel({ detail }: { detail: CollaboratorDetail }) {
  const titleId = useId();
  const workdays = useWorkdays();
  const workday = workdays.data?.find((option) => option._id === detail.hiringData.workday);
  const status = detail.statusActive;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 3, mb: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={600} sx={{ mb: 2 }}>
        {DETAIL_MSG.panelTitle}
      </Typography>
      <InfoGrid
        items={[
          { label: HIRING_DATA_LABEL.experiencePeriod, value: experiencePeriod(detail) },
          {
            label: 'Status',
            value: status && (
              <Stack component="span" spacing={0.5}>
                <span>{STATUS_ACTIVE_LABEL[status]}</span>
                {isAway(status) && <LeaveDates userId={detail._id} />}
              </Stack>
            ),
          },
          { label: 'Data de admissão', value: formatDate(detail.admissionDate) },
          { label: HIRING_DATA_LABEL.regime, value: detail.hiringData.regime },
          { label: 'Qualificação e-Social', value: PERSON_MSG.esocialNotInformed },
          { label: 'Módulo de ponto', value: detail.recordPoints ? DETAIL_MSG.timeClockOn : DETAIL_MSG.timeClockOff },
          { label: HIRING_DATA_LABEL.workdayName, value: detail.hiringData.workdayName ?? workday?.name },
          { label: 'Escala', value: workday?.scaleType },
        ]}
      />
    </Paper>
  );
}
