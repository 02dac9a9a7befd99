import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { WizardPage } from '@colabora/core/admission/wizard';
import { createContext, useContext, type ReactNode } from 'react';

/** Set around a step HR approved: where CONTINUAR leads instead of the save button. */
const ReadOnlyContext = createContext<{ next: WizardPage } | null>(null);

/** Inside an approved step, where its CONTINUAR leads; null on a step the candidate may still save. */
export function useReadOnlyStep(): { next: WizardPage } | null {
  return useContext(ReadOnlyContext);
}

/** The app's theme with every form control of the step shown disabled (the same fields, greyed, not editable). */
function readOnlyTheme(outer: Theme): Theme {
  const components = outer.components ?? {};
  return {
    ...outer,
    components: {
      ...components,
      MuiTextField: { ...components.MuiTextField, defaultProps: { ...components.MuiTextField?.defaultProps, disabled: true } },
      MuiFormControl: { ...components.MuiFormControl, defaultProps: { ...components.MuiFormControl?.defaultProps, disabled: true } },
      MuiAutocomplete: { ...components.MuiAutocomplete, defaultProps: { ...components.MuiAutocomplete?.defaultProps, disabled: true } },
      MuiButton: { ...components.MuiButton, defaultProps: { ...components.MuiButton?.defaultProps, disabled: true } },
      MuiIconButton: { ...components.MuiIconButton, defaultProps: { ...components.MuiIconButton?.defaultProps, disabled: true } },
    },
  };
}

/**
 * A step HR approved, shown read-only (issue 9): the candidate sees what she sent in the same form, which
 * cannot change (the API refuses it with 409 anyway). The native fieldset disables every input and button
 * inside, whatever the widget; the theme greys the MUI controls and closes the selects, which are not native.
 * The file slots keep the file's name and drop their choose/replace button.
 */
export function ReadOnlyStep({ next, children }: { next: WizardPage; children: ReactNode }) {
  return (
    <ReadOnlyContext.Provider value={{ next }}>
      <ThemeProvider theme={readOnlyTheme}>
        <Box component="fieldset" disabled sx={{ border: 0, m: 0, p: 0, minWidth: 0, '& label.MuiButton-root': { display: 'none' } }}>
          {children}
        </Box>
      </ThemeProvider>
    </ReadOnlyContext.Provider>
  );
}
