import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { MIRROR_MSG, type MirrorEmployee } from '@colabora/core/timeclock/mirror';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ProfilePhoto } from '@/domain/people/components/profile-photo';
import { MirrorView } from '@/domain/timeclock/components/mirror/mirror-view';

/** Photo (a click enlarges it), full name and 'JORNADA: …' (002 §2.4, §3 'Employee (mirror header)'). */
function MirrorHeader({ employee }: { employee: MirrorEmployee }) {
  return (
    <Stack direction="row" spacing={2.5} alignItems="center">
      <ProfilePhoto userId={employee._id} fullName={employee.fullName} photoKey={employee.profilePicture} />
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" fontWeight={600} noWrap title={employee.fullName}>
          {employee.fullName}
        </Typography>
        <Typography variant="subtitle2" color="text.secondary">
          {MIRROR_MSG.journey(employee.workday || MIRROR_MSG.dash)}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** The page's one tab, 'REGISTROS DE PONTOS'. */
function tabPanel(content: ReactNode) {
  return (
    <Paper variant="outlined">
      <Tabs value="registers" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="registers" label={MIRROR_MSG.tab} id="point-mirror-tab" aria-controls="point-mirror-panel" />
      </Tabs>
      <Box role="tabpanel" id="point-mirror-panel" aria-labelledby="point-mirror-tab" sx={{ p: 3 }}>
        {content}
      </Box>
    </Paper>
  );
}

/** /home/record-points/{userId}/point-mirror: a collaborator's point mirror, for HR (002 §2.4). */
export function PointMirrorPage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <div>
        <Button startIcon={<ArrowBack />} onClick={() => void navigate(-1)}>
          {MIRROR_MSG.back}
        </Button>
      </div>
      <MirrorView source={{ kind: 'person', userId }} header={(employee) => <MirrorHeader employee={employee} />} panel={tabPanel} />
    </Stack>
  );
}
