import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WIZARD_PAGES, type WizardPage } from '@colabora/core/admission/wizard';
import type { ReactNode } from 'react';

export interface CandidateFrameProps {
  /** The page's heading (left panel). */
  title: string;
  /** What the left panel explains under the heading (e.g. the photo guide). */
  description?: ReactNode;
  /** Progress percentage shown on the left panel (wizard pages: core wizardProgress). */
  progress?: number;
  /** The wizard page, for the navigation dots; absent on the pages after the wizard. */
  page?: WizardPage;
  children: ReactNode;
}

/** The dots of 001 §2: one per wizard page, the current one marked. */
function NavigationDots({ page }: { page: WizardPage }) {
  return (
    <Stack direction="row" spacing={1} aria-label={`Etapa ${page} de ${WIZARD_PAGES.length}`} role="img">
      {WIZARD_PAGES.map((dot) => (
        <Box
          key={dot}
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: dot <= page ? 'primary.main' : 'grey.300',
            outline: dot === page ? '2px solid' : 'none',
            outlineColor: 'primary.light',
            outlineOffset: 2,
          }}
        />
      ))}
    </Stack>
  );
}

/**
 * The candidate's pages (001 §2 'Candidate wizard'): a left panel with the heading and the progress, a
 * right panel with the form. Stacks on narrow screens.
 */
export function CandidateFrame({ title, description, progress, page, children }: CandidateFrameProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          {page && <NavigationDots page={page} />}
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {description && (
            <Typography component="div" variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
          {progress !== undefined && (
            <Box>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                Progresso: {progress}%
              </Typography>
              <LinearProgress variant="determinate" value={progress} aria-label={`Progresso ${progress}%`} />
            </Box>
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        {children}
      </Paper>
    </Box>
  );
}
