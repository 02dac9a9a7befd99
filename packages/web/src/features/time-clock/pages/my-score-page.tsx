import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NoPermission } from '@/components/layout/no-permission';
import { PageHeader } from '@/components/layout/page-header';
import { PanelTabs } from '@/components/layout/panel-tabs';
import { useSessionUser } from '@/lib/use-session';
import { AlertsCard } from '../components/alerts-card';
import { HoursCard } from '../components/hours-card';
import { MyRequestsTab } from '../components/requests/my-requests-tab';
import { TodayTimeline } from '../components/timeline/today-timeline';
import { TIMELINE_MSG } from '../components/timeline/timeline-messages';

interface MyScorePageProps {
  /**
   * ESPELHO DE PONTO: HR's mirror view for oneself. Features never import each other, so the app composes it
   * (app/routes.tsx).
   */
  mirror: ReactNode;
}

/**
 * Meu ponto, /colaborator-home/score/{userId} (spec 002 §2.2): VER DETALHES DA JORNADA, and the tabs REGISTROS
 * (hours bank, alerts, today's timeline), SOLICITAÇÕES and ESPELHO DE PONTO. Only one's own: every call reads the
 * signed-in person, so another id in the address shows no data.
 */
export function MyScorePage({ mirror }: MyScorePageProps) {
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
              </Stack>
            ),
          },
          { value: 'requests', label: 'SOLICITAÇÕES', content: <MyRequestsTab /> },
          { value: 'mirror', label: 'ESPELHO DE PONTO', content: mirror },
        ]}
      />
    </>
  );
}
