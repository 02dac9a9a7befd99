import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSessionUser } from '@/lib/use-session';
import { useSignOut } from '@/lib/use-sign-out';
import { PageOutlet } from './page-outlet';

const DRAWER_WIDTH = 264;

interface SideNavLayoutProps {
  /** Shown under the brand: who is signed in and what the area shows about them. */
  summary?: ReactNode;
  menu: ReactNode;
}

/** The frame of the signed-in areas: a permanent side menu and the page beside it. */
export function SideNavLayout({ summary, menu }: SideNavLayoutProps) {
  const user = useSessionUser();
  const signOut = useSignOut();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer
        variant="permanent"
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      >
        <Box sx={{ px: 2.5, py: 2 }}>
          <Typography variant="h6" component="p" color="primary" fontWeight={700}>
            Colabora
          </Typography>
          <Typography variant="body2" fontWeight={500} noWrap title={user.fullName}>
            {user.fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p" title={user.company.name}>
            {user.company.name}
          </Typography>
          {summary}
        </Box>
        <Divider />
        <Box sx={{ flex: 1, overflowY: 'auto', py: 1 }}>{menu}</Box>
        <Divider />
        <Box sx={{ p: 2 }}>
          <Button fullWidth variant="outlined" startIcon={<LogoutOutlined />} onClick={signOut}>
            SAIR
          </Button>
        </Box>
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, px: 4, py: 3 }}>
        <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
          <PageOutlet />
        </Box>
      </Box>
    </Box>
  );
}
