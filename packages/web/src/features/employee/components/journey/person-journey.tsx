import Stack from '@mui/material/Stack';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { NoPermission } from '@/components/layout/no-permission';
import { LoadingScreen } from '@/components/loading-screen';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError } from '@/lib/api-error';
import { usePersonJourney } from '../../api/get-person-journey';
import { EMPLOYEE_MSG } from '../../messages';
import { JourneyBreaksSection } from './journey-breaks-section';
import { JourneyDetailsSection } from './journey-details-section';
import { MonthCalendar } from './month-calendar';
import { MY_JOURNEY_MSG } from './my-journey-messages';

const FORBIDDEN = 403;
const NOT_FOUND = 404;

/**
 * The person's journey: its details, its breaks and the month view. Another person's id (the API answers
 * 403) shows nothing of theirs and leads back home; a person without a journey reads the spec's empty texts.
 */
export function PersonJourney({ userId }: { userId: string }) {
  const journey = usePersonJourney(userId);
  // A retry after a failure shows the spinner again.
  if (journey.isPending || (journey.isError && journey.isFetching)) return <LoadingScreen />;
  if (journey.isError) {
    const status = journey.error instanceof ApiError ? journey.error.status : null;
    if (status === FORBIDDEN) return <NoPermission message={MY_JOURNEY_MSG.notYours} />;
    if (status === NOT_FOUND) return <RetryAlert message={EMPLOYEE_MSG.notFound} />;
    return <RetryAlert message={WORKDAY_MSG.journeyFetchFailed} onRetry={() => void journey.refetch()} />;
  }
  return (
    <Stack spacing={3}>
      <JourneyDetailsSection journey={journey.data} />
      <JourneyBreaksSection journey={journey.data} />
      {/* Without a journey there is no month to plan. */}
      {journey.data && <MonthCalendar userId={userId} />}
    </Stack>
  );
}
