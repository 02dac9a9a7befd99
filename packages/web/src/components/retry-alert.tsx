import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export const RETRY_LABEL = 'TENTAR NOVAMENTE';

/** A read that failed, saying so in Portuguese, with a way to ask again (omitted when asking again cannot help). */
export function RetryAlert({ message, retrying = false, onRetry }: { message: string; retrying?: boolean; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
            {RETRY_LABEL}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
