import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Link, useParams } from 'react-router';
import { NoPermission } from '@/components/layout/no-permission';
import { PageHeader } from '@/components/layout/page-header';
import { PanelTabs } from '@/components/layout/panel-tabs';
import { MirrorView } from '@/domain/timeclock/components/mirror/mirror-view';
import { useSessionUser } from '@/lib/use-session';
import { AlertsCard } from '../components/timeclock/alerts-card';
import { HoursCard } from '../components/timeclock/hours-card';
import { ReceiptsCard } from '../components/timeclock/receipts-card';
import { MyRequestsTab } from '../components/timeclock/requests/my-requests-tab';
import { TodayTimeline } from '../components/timeclock/timeline/today-timeline';
import { TIMELINE_MSG } from '../components/timeclock/timeline/timeline-messages';

/**
 * Meu ponto, /colaborator-home/score/{userId} (spec 002 §2.2): VER DETALHES DA JORNADA, and the tabs REGISTROS
 * (hours bank, alerts, today's timeline), SOLICITAÇÕES and ESPELHO DE PONTO (the mirror HR also reads). Only one's own: every call reads the
 * signed-in person, so another id in the address shows no data.
 */
export function MyScorePage() {
  const { userId = '' } = useParams();
  const me = useSessionUser();
  if (userId !== me._id) return <NoPermission message={TIMELINE_MSG.otherPerson} />;
  return (
    <>
      <PageHeader
        title={TIMELINE_MSG.pageTitle}
        actions={
          <Button component={Link} to={appPath('myJourney', { userId })} variant="outlined">
            {TIMELINE_MSG.journeyLink}
          </Button>
        }
      />
      <PanelTabs
        label={TIMELINE_MSG.pageTitle}
        idPrefix="meu-ponto"
        tabs={[
          {
            value: 'records',
            label: 'REGISTROS',
            content: (
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
                  <HoursCard userId={userId} />
                  <AlertsCard />
                </Stack>
                <TodayTimeline />
                <ReceiptsCard />
              </Stack>
            ),
          },
          { value: 'requests', label: 'SOLICITAÇÕES', content: <MyRequestsTab /> },
          { value: 'mirror', label: 'ESPELHO DE PONTO', content: <MirrorView source={{ kind: 'own' }} /> },
        ]}
      />
    </>
  );
}
