import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSession } from '@/lib/use-session';
import { useSignOut } from '@/lib/use-sign-out';
import { PageOutlet } from './page-outlet';

/** The frame of the admission process: the candidate's pages, with no side menu. */
export function CandidateLayout() {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ flex: 1 }}>
            PROCESSO DE ADMISSÃO
          </Typography>
          {session && (
            <Button color="inherit" onClick={signOut}>
              SAIR
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 4 }, py: { xs: 2, sm: 3 } }}>
        <PageOutlet />
      </Box>
    </Box>
  );
}
