import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useSession } from '@/lib/use-session';
import { useSignOut } from '@/lib/use-sign-out';

export function NotFoundPage() {
  const session = useSession();
  const signOut = useSignOut();
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 3 }}>
      <Stack spacing={2} alignItems="center" textAlign="center">
        <Typography variant="h4" component="h1">
          Página não encontrada
        </Typography>
        <Typography color="text.secondary">O endereço acessado não existe ou não está disponível.</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" component={Link} to="/">
            VOLTAR AO INÍCIO
          </Button>
          {session && (
            <Button variant="outlined" onClick={signOut}>
              SAIR
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
