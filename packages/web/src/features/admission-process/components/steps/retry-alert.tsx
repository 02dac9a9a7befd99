import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { STEP_TEXT } from './step-messages';

/** A read that failed (001 §8), with a way to ask again. */
export function RetryAlert({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
          {STEP_TEXT.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
