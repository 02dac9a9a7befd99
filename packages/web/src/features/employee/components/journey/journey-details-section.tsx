import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOLIDAYS_LABEL, isDayScale, SCALE_TYPE_LABEL } from '@colabora/core/workday/options';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import type { Journey } from '@colabora/core/workday/schema';
import { FormSection } from '@/components/form/form-section';
import { InfoGrid, type InfoItem } from '@/domain/people/components/info-grid';
import { formatDate } from '@/lib/format-date';
import { JourneyScheduleTable } from './journey-schedule-table';
import { MY_JOURNEY_MSG } from './my-journey-messages';

function detailItems(journey: Journey): InfoItem[] {
  const items: InfoItem[] = [
    { label: MY_JOURNEY_MSG.name, value: journey.name },
    { label: MY_JOURNEY_MSG.scaleType, value: SCALE_TYPE_LABEL[journey.scaleType] },
    { label: MY_JOURNEY_MSG.pointType, value: journey.pointType },
    { label: MY_JOURNEY_MSG.holidays, value: HOLIDAYS_LABEL[`${journey.holidays}`] },
    { label: MY_JOURNEY_MSG.totalHours, value: journey.totalHours },
    { label: MY_JOURNEY_MSG.nightAdditional, value: journey.nightAdditional },
    { label: MY_JOURNEY_MSG.extraHourPerDay, value: MY_JOURNEY_MSG.minutes(journey.extraHourPerDay) },
    { label: MY_JOURNEY_MSG.entryDelayTime, value: MY_JOURNEY_MSG.minutes(journey.entryDelayTime) },
    { label: MY_JOURNEY_MSG.anticipationExitTime, value: MY_JOURNEY_MSG.minutes(journey.anticipationExitTime) },
  ];
  if (isDayScale(journey.scaleType)) {
    // Without a day of its own, the cycle starts on the person's admission date.
    const start = formatDate(journey.cycleStart) ?? MY_JOURNEY_MSG.cycleFromAdmission;
    items.push({ label: MY_JOURNEY_MSG.cycleStart, value: start });
  }
  return items;
}

/** The journey's details and hours, or 'Não há detalhes para essa jornada' while the person has none. */
export function JourneyDetailsSection({ journey }: { journey: Journey | null }) {
  return (
    <FormSection title={MY_JOURNEY_MSG.detailsTitle}>
      {journey ? (
        <Stack spacing={3}>
          <InfoGrid items={detailItems(journey)} />
          <JourneyScheduleTable journey={journey} />
        </Stack>
      ) : (
        <Typography color="text.secondary">{WORKDAY_MSG.noDetails}</Typography>
      )}
    </FormSection>
  );
}
