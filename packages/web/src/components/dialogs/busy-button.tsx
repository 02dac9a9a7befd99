import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button that is disabled and shows a spinner while its action runs (aria-busy says so; the spinner is decoration). */
export function BusyButton({ busy, disabled, children, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      variant="contained"
      {...props}
      disabled={busy || disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : props.startIcon}
    >
      {children}
    </Button>
  );
}
