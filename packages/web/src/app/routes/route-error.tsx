import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { reloadPage } from '@/lib/reload-page';

/** Shown when a page's code cannot load (e.g. offline, or a new version was published). */
export function RouteError() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={reloadPage}>
            RECARREGAR
          </Button>
        }
      >
        Não foi possível carregar a página. Verifique sua conexão e recarregue.
      </Alert>
    </Box>
  );
}
