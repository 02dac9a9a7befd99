import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSessionUser } from '@/lib/use-session';
import { useSignOut } from '@/lib/use-sign-out';
import { PageOutlet } from './page-outlet';

const DRAWER_WIDTH = 264;
const OPEN_MENU_LABEL = 'Abrir menu';

interface SideNavLayoutProps {
  /** Shown under the brand: who is signed in and what the area shows about them. */
  summary?: ReactNode;
  menu: ReactNode;
}

/** Phones and small tablets: the menu would leave the page no room beside it (issue 20 §5). */
const belowMd = (theme: Theme) => theme.breakpoints.down('md');

/** What the menu holds, beside the page or in the drawer: the brand, who is signed in, the entries and SAIR. */
function MenuContent({ summary, menu }: SideNavLayoutProps) {
  const user = useSessionUser();
  const signOut = useSignOut();
  return (
    <>
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
    </>
  );
}

/**
 * The frame of the signed-in areas: from `md` up a permanent side menu with the page beside it; below, an app bar
 * whose menu button opens the same menu as a temporary drawer over the page, which then has the whole width.
 */
export function SideNavLayout(props: SideNavLayoutProps) {
  // Read before the first paint (noSsr), so a phone never flashes the desktop frame.
  const phone = useMediaQuery(belowMd, { noSsr: true });
  const { pathname } = useLocation();
  // Open only on the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const paper = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;
  return (
    <Box sx={{ display: 'flex', flexDirection: phone ? 'column' : 'row', minHeight: '100vh' }}>
      {phone ? (
        <>
          <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Toolbar sx={{ gap: 1 }}>
              <IconButton edge="start" aria-label={OPEN_MENU_LABEL} aria-expanded={openOn === pathname} onClick={() => setOpenOn(pathname)}>
                <MenuIcon />
              </IconButton>
              <Typography variant="h6" component="p" color="primary" fontWeight={700}>
                Colabora
              </Typography>
            </Toolbar>
          </AppBar>
          <Drawer variant="temporary" open={openOn === pathname} onClose={() => setOpenOn(null)} slotProps={{ paper: { sx: paper } }}>
            <MenuContent {...props} />
          </Drawer>
        </>
      ) : (
        <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paper }}>
          <MenuContent {...props} />
        </Drawer>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2, md: 3 } }}>
        <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
          <PageOutlet />
        </Box>
      </Box>
    </Box>
  );
}
