import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { RECORDS_MSG } from '@colabora/core/timeclock/records';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { useRequestNotifications } from '../api/count-request-notifications';
import { RepFileDownloads } from '../components/rep-files/rep-file-download';
import { HoursBankTab } from '../components/hours-bank/hours-bank-tab';
import { RecordsTab } from '../components/records/records-tab';
import { RequestsInAnalysisTab } from '../components/requests/requests-in-analysis-tab';

const TABS = [
  { key: 'requests', label: 'SOLICITAÇÕES', render: () => <RequestsInAnalysisTab /> },
  { key: 'records', label: RECORDS_MSG.tab, render: () => <RecordsTab /> },
  { key: 'hours-bank', label: 'BANCO DE HORAS', render: () => <HoursBankTab /> },
] as const satisfies readonly { key: string; label: string; render: () => ReactNode }[];
type TabKey = (typeof TABS)[number]['key'];

const tabId = (key: string) => `record-points-tab-${key}`;
const panelId = (key: string) => `record-points-panel-${key}`;

/** SOLICITAÇÕES with the count of requests HR has not opened yet, when there are any (002 §2.3). */
function RequestsLabel() {
  const pending = useRequestNotifications().data?.total ?? 0;
  if (pending === 0) return <>SOLICITAÇÕES</>;
  return (
    <Badge badgeContent={pending} color="error" sx={{ pr: 1.5 }}>
      SOLICITAÇÕES
    </Badge>
  );
}

/** /home/record-points: Registro de pontos (002 §2.3), three tabs; the AFD for the labour inspector (issue 23 §2). */
export function RecordPointsPage() {
  const [current, setCurrent] = useState<TabKey>('requests');
  const shown = TABS.find((tab) => tab.key === current) ?? TABS[0];
  return (
    <>
      <PageHeader title="Registro de pontos" actions={<RepFileDownloads />} />
      <Paper variant="outlined">
        <Tabs value={shown.key} onChange={(_, value: TabKey) => setCurrent(value)} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.key === 'requests' ? <RequestsLabel /> : tab.label}
              id={tabId(tab.key)}
              aria-controls={panelId(tab.key)}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(shown.key)} aria-labelledby={tabId(shown.key)} sx={{ p: 3 }}>
          {shown.render()}
        </Box>
      </Paper>
    </>
  );
}
