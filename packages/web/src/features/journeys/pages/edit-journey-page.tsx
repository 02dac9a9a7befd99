import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appPath } from '@colabora/core/navigation/app-routes';
import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { formatDate } from '@/lib/format-date';
import { EditJourneyTabs } from '../components/edit/edit-journey-tabs';
import { journeyFromState } from '../edit-journey-state';
import { JOURNEY_TEXT } from '../journey-labels';

/** Why there is nothing to edit, and the way back to the list. */
function BackToList({ message, severity }: { message: string; severity: 'info' | 'warning' }) {
  return (
    <>
      <PageHeader title={JOURNEY_TEXT.editTitle} />
      <Alert
        severity={severity}
        action={
          <Button color="inherit" size="small" component={Link} to={appPath('journey')}>
            {JOURNEY_TEXT.backToList}
          </Button>
        }
      >
        {message}
      </Alert>
    </>
  );
}

/**
 * /home/journey/edit-journey (spec 002 §2.9 'Edit journey'): the journey chosen on the list, its name and
 * 'INICIADO EM', and the three tabs. A journey with collaborators cannot be edited (§6).
 */
export function EditJourneyPage() {
  const journey = journeyFromState(useLocation().state);
  const navigate = useNavigate();
  if (!journey) return <BackToList severity="info" message={JOURNEY_TEXT.noJourneyChosen} />;
  if (journey.totalEmployees > 0) {
    return <BackToList severity="warning" message={WORKDAY_MSG.hasEmployees(journey.totalEmployees)} />;
  }
  return (
    <>
      <PageHeader title={journey.name} />
      <Stack direction="row" spacing={1} sx={{ mt: -2, mb: 3 }}>
        <Typography variant="body2" fontWeight={600}>
          {JOURNEY_TEXT.startedAt}
        </Typography>
        <Typography variant="body2">{formatDate(journey.createdAt)}</Typography>
      </Stack>
      <EditJourneyTabs journey={journey} toList={() => void navigate(appPath('journey'))} />
    </>
  );
}
