import { createTheme, type Theme } from '@mui/material/styles';
import { ptBR as materialPtBR } from '@mui/material/locale';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';

// Layouts target 1280–1600 px screens; the spec's large-screen breakpoint is 1600 px.
// Every palette colour is readable at WCAG AA (4.5:1) as text on the page and on paper, and under its
// contrastText: secondary, info and warning are darkened until they are (theme.test.ts checks them all).
// Employees punch from their phones (issue 20 §5): below `md` every button, icon button, box and menu entry is a
// tap target of at least 44 px (WCAG 2.5.5), and below `sm` every dialog fills the screen. Desktop sizes stay.

/** The smallest box a finger hits reliably. */
export const TAP_TARGET = { minWidth: 44, minHeight: 44 } as const;
const touch = (theme: Theme) => theme.breakpoints.down('md');

/** What MUI's `fullScreen` dialog sets, given to every dialog on a phone in one place. */
const FULL_SCREEN_PAPER = { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 } as const;

export const theme = createTheme(
  {
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1280, xl: 1600 } },
    palette: {
      contrastThreshold: 4.5,
      primary: { main: '#0f5e9c', contrastText: '#ffffff' },
      secondary: { main: '#137e66' },
      info: { main: '#0275b4' },
      warning: { main: '#b45202' },
      background: { default: '#f4f6f9' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      button: { fontWeight: 600 },
    },
    components: {
      // A button keeps MUI's 64 px minimum width.
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: ({ theme }) => ({ [touch(theme)]: { minHeight: TAP_TARGET.minHeight } }) } },
      MuiIconButton: { styleOverrides: { root: ({ theme }) => ({ [touch(theme)]: TAP_TARGET }) } },
      MuiCheckbox: { styleOverrides: { root: ({ theme }) => ({ [touch(theme)]: TAP_TARGET }) } },
      MuiRadio: { styleOverrides: { root: ({ theme }) => ({ [touch(theme)]: TAP_TARGET }) } },
      MuiListItemButton: { styleOverrides: { root: ({ theme }) => ({ [touch(theme)]: { minHeight: TAP_TARGET.minHeight } }) } },
      MuiDialog: { styleOverrides: { paper: ({ theme }) => ({ [theme.breakpoints.down('sm')]: FULL_SCREEN_PAPER }) } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
    },
  },
  materialPtBR,
  pickersPtBR,
);

/** Every duration MUI reads (Fade, Grow, Collapse, Dialog, Menu, Tooltip…) at 0: a transition ends on the next tick. */
const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * The theme for people whose system asks for reduced motion (`prefers-reduced-motion: reduce`; WCAG 2.1 2.3.3):
 * no CSS transitions, no ripples, dialogs and menus that appear and leave at once. The component tests render
 * with it too (a closing dialog would make each of them wait), and the journeys ask for it (e2e/support/browser.ts).
 */
export const reducedMotionTheme = createTheme(theme, {
  transitions: { create: () => 'none', duration: NO_DURATION },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
