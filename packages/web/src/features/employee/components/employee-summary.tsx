import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { experienceDates } from '@colabora/core/admission/experience-period';
import { hasExperiencePeriod } from '@colabora/core/admission/hiring-data';
import { STATUS_ACTIVE_LABEL } from '@colabora/core/enums';
import { InfoGrid, type InfoItem } from '@/domain/people/components/info-grid';
import { ProfilePhoto } from '@/domain/people/components/profile-photo';
import { formatDate } from '@/lib/format-date';
import { EMPLOYEE_MSG } from '../messages';

function period(start: string, end: string): string {
  return EMPLOYEE_MSG.period(formatDate(start) ?? start, formatDate(end) ?? end);
}

/**
 * The experience contract's two periods (CLT only), from the rule in core: the dates follow the law from the
 * first day HR set, so the home never shows a period that rule would not give.
 */
function experienceItems(hiring: CollaboratorDetail['hiringData'], admissionDate: string): InfoItem[] {
  if (!hasExperiencePeriod(hiring.regime) || !hiring.experiencePeriod) return [];
  const dates = experienceDates(hiring.beginningOfFirstPeriod ?? admissionDate, hiring.experiencePeriod);
  return [
    { label: EMPLOYEE_MSG.experience, value: `${dates.experiencePeriod} dias` },
    { label: EMPLOYEE_MSG.firstPeriod, value: period(dates.beginningOfFirstPeriod, dates.endOfFirstPeriod) },
    { label: EMPLOYEE_MSG.secondPeriod, value: period(dates.startOfSecondPeriod, dates.endOfSecondPeriod) },
  ];
}

/** Who the person is at the company: role, department, admission, status, regime and experience period. */
export function EmployeeSummary({ person }: { person: CollaboratorDetail }) {
  const items: InfoItem[] = [
    { label: 'Cargo', value: person.jobRole?.name },
    { label: 'Departamento', value: person.department?.name },
    { label: 'Data de admissão', value: formatDate(person.admissionDate) },
    { label: 'Status', value: person.statusActive && STATUS_ACTIVE_LABEL[person.statusActive] },
    { label: 'Regime', value: person.hiringData.regime },
    ...experienceItems(person.hiringData, person.admissionDate),
  ];
  return (
    <Paper component="section" variant="outlined" aria-label={EMPLOYEE_MSG.summaryRegion} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} alignItems="flex-start">
        <ProfilePhoto
          userId={person._id}
          fullName={person.fullName}
          photoKey={person.personalData?.profilePicture?.key ?? null}
        />
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            {person.fullName}
          </Typography>
          <InfoGrid items={items} />
        </Stack>
      </Stack>
    </Paper>
  );
}
