import CheckIcon from '@mui/icons-material/Check';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STEP_TITLE, type Steps, type StepStatus } from '@colabora/core/admission/steps';
import { isPageReachable, stepOfWizardPage, WIZARD_PAGES, type WizardPage } from '@colabora/core/admission/wizard';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STEP_TEXT } from './steps/step-messages';

export interface CandidateFrameProps {
  /** The page's heading (left panel). */
  title: string;
  /** What the left panel explains under the heading (e.g. the photo guide). */
  description?: ReactNode;
  /** Progress percentage shown on the left panel (wizard pages: core filledPercentage). */
  progress?: number;
  /** The wizard page, for the navigation dots; absent on the pages after the wizard. */
  page?: WizardPage;
  /** Where each step stands: the dots show it and open the pages the candidate reached (null while loading). */
  steps?: Steps | null;
  children: ReactNode;
}

type DotState = StepStatus | 'review';

const DOT_SIZE = 28;

const DOT_COLORS: Record<DotState, { bgcolor: string; color: string; borderColor: string }> = {
  notFilled: { bgcolor: 'background.paper', color: 'text.secondary', borderColor: 'grey.500' },
  underAnalysis: { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
  approved: { bgcolor: 'success.main', color: 'success.contrastText', borderColor: 'success.main' },
  disapproved: { bgcolor: 'error.main', color: 'error.contrastText', borderColor: 'error.main' },
  review: { bgcolor: 'background.paper', color: 'primary.main', borderColor: 'primary.main' },
};

/** What one dot says to assistive technology (and as a tooltip): the page, its title and where it stands. */
function dotLabel(page: WizardPage, steps: Steps | null, reachable: boolean): string {
  const step = stepOfWizardPage(page);
  if (step === null) {
    const state = reachable ? STEP_TEXT.reviewDotState.ready : STEP_TEXT.reviewDotState.waiting;
    return STEP_TEXT.dot(page, STEP_TEXT.reviewDot, state);
  }
  return STEP_TEXT.dot(page, STEP_TITLE[step], STEP_TEXT.dotState[steps?.[step].status ?? 'notFilled']);
}

function Dot({ page, state, current }: { page: WizardPage; state: DotState; current: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: DOT_SIZE,
        height: DOT_SIZE,
        borderRadius: '50%',
        border: '2px solid',
        display: 'grid',
        placeItems: 'center',
        fontSize: 13,
        fontWeight: 700,
        ...DOT_COLORS[state],
        outline: current ? '2px solid' : 'none',
        outlineColor: 'primary.dark',
        outlineOffset: 2,
      }}
    >
      {state === 'approved' ? (
        <CheckIcon sx={{ fontSize: 16 }} />
      ) : state === 'disapproved' ? (
        <PriorityHighIcon sx={{ fontSize: 16 }} />
      ) : (
        page
      )}
    </Box>
  );
}

/**
 * The dots of 001 §2: one per wizard page, the current one ringed, each step's state by colour and icon.
 * Each page the candidate reached (the steps filled, the next to fill, the review once there is one to read)
 * is a link, reachable by keyboard, with a label saying what it opens; the pages further on are not.
 */
function NavigationDots({ page, steps }: { page: WizardPage; steps: Steps | null }) {
  return (
    <Box component="nav" aria-label={STEP_TEXT.dots}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
        {WIZARD_PAGES.map((dot) => {
          const step = stepOfWizardPage(dot);
          const reachable = steps !== null && isPageReachable(dot, steps);
          const state: DotState = step === null ? (reachable ? 'review' : 'notFilled') : (steps?.[step].status ?? 'notFilled');
          const label = dotLabel(dot, steps, reachable);
          const current = dot === page;
          return (
            <li key={dot}>
              {reachable ? (
                <Box
                  component={Link}
                  to={appPath(`step${dot}`)}
                  aria-label={label}
                  aria-current={current ? 'step' : undefined}
                  title={label}
                  sx={{
                    display: 'block',
                    borderRadius: '50%',
                    '&:hover > div': { filter: 'brightness(0.9)' },
                    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
                  }}
                >
                  <Dot page={dot} state={state} current={current} />
                </Box>
              ) : (
                <Box role="img" aria-label={label} aria-current={current ? 'step' : undefined} title={label}>
                  <Dot page={dot} state={state} current={current} />
                </Box>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The candidate's pages (001 §2 'Candidate wizard'): a left panel with the heading and the progress, a
 * right panel with the form. Stacks on narrow screens.
 */
export function CandidateFrame({ title, description, progress, page, steps = null, children }: CandidateFrameProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          {page && <NavigationDots page={page} steps={steps} />}
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
