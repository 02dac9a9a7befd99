import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useUploadsRunning } from '@/lib/uploads-running';

/**
 * A button that is disabled and shows a spinner while its action runs (aria-busy says so; the spinner is
 * decoration). A submit button also waits for the files being uploaded (lib/uploads-running.ts), so a form is
 * never sent without them.
 */
export function BusyButton({ busy, disabled, children, ...props }: ButtonProps & { busy: boolean }) {
  const uploading = useUploadsRunning();
  return (
    <Button
      variant="contained"
      {...props}
      disabled={busy || disabled || (props.type === 'submit' && uploading)}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : props.startIcon}
    >
      {children}
    </Button>
  );
}
