import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/layout/page-header';
import { useRouteTitle } from '../route-handle';

/** The page of a route whose feature comes later: its layout, its title, and a short notice. */
export function FramePage() {
  const title = useRouteTitle() ?? '';
  return (
    <>
      <PageHeader title={title} />
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography color="text.secondary">Esta área estará disponível em breve.</Typography>
      </Paper>
    </>
  );
}
