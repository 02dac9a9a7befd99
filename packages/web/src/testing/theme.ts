import { createTheme } from '@mui/material/styles';
import { theme } from '@/config/theme';

// Every duration MUI reads (Fade, Grow, Collapse, Dialog, Menu, Tooltip…): a transition ends on the
// next tick instead of after 200–375 ms that each closing dialog or menu would make a test wait.
const NO_DURATION = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The app's theme (palette, locale texts, default props) without motion: no CSS transitions, no
 * ripples, transition components that end at once. Tests render with it through `@/testing/render`.
 */
export const testTheme = createTheme(theme, {
  transitions: { create: () => 'none', duration: NO_DURATION },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
