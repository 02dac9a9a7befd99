import { createTheme } from '@mui/material/styles';
import { ptBR as materialPtBR } from '@mui/material/locale';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';

// Layouts target 1280–1600 px screens; the spec's large-screen breakpoint is 1600 px.
// Every palette colour is readable at WCAG AA (4.5:1) as text on the page and on paper, and under its
// contrastText: secondary, info and warning are darkened until they are (theme.test.ts checks them all).
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
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
    },
  },
  materialPtBR,
  pickersPtBR,
);
