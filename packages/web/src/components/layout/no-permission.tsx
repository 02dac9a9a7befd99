import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { publicRouteRedirect } from '@colabora/core/navigation/redirects';
import { Link } from 'react-router';
import { useSession } from '@/lib/use-session';

export const NO_PERMISSION_MSG = {
  title: 'Sem permissão',
  home: 'VOLTAR AO INÍCIO',
} as const;

/**
 * A page the route map lets anyone signed in open, shown to someone whose role may not use it: what it is for,
 * and the way back to their own start page, instead of a form whose calls would all be refused.
 */
export function NoPermission({ message }: { message: string }) {
  const session = useSession();
  const home = session ? publicRouteRedirect(session.user.role, session.invite ?? null) : '/';
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 6 }}>
      <Stack spacing={2} alignItems="flex-start" role="alert">
        <Stack direction="row" spacing={1.5} alignItems="center">
          <LockOutlined color="action" />
          <Typography variant="h6" component="h1">
            {NO_PERMISSION_MSG.title}
          </Typography>
        </Stack>
        <Typography>{message}</Typography>
        <Button variant="contained" component={Link} to={home}>
          {NO_PERMISSION_MSG.home}
        </Button>
      </Stack>
    </Paper>
  );
}
