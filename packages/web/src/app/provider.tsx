import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { MAX_NOTIFICATIONS, NOTIFICATION_ANCHOR, NOTIFICATION_HIDE_MS, PHONE_NOTIFICATION_ANCHOR } from '@/config/notifications';
import { reducedMotionTheme, theme } from '@/config/theme';
import { createQueryClient } from '@/lib/query-client';
import { NOTIFICATION_COMPONENTS } from './notification-content';

/** A notification's slide, for people who asked for reduced motion. */
const NO_MOTION = { enter: 0, exit: 0 };

// MUI's pt-BR texts come with the theme; date pickers get theirs from DatePickersProvider.
interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (no retries). */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  return (
    <ThemeProvider theme={reduceMotion ? reducedMotionTheme : theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={MAX_NOTIFICATIONS}
        autoHideDuration={NOTIFICATION_HIDE_MS}
        anchorOrigin={phone ? PHONE_NOTIFICATION_ANCHOR : NOTIFICATION_ANCHOR}
        Components={NOTIFICATION_COMPONENTS}
        transitionDuration={reduceMotion ? NO_MOTION : undefined}
      >
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
