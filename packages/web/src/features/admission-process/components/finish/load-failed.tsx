import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FINISH_MSG } from './finish-messages';

/** What a page says when its data did not load, with a way to try again. */
export function LoadFailed({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
          {FINISH_MSG.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
