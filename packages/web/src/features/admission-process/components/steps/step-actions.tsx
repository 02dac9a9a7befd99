import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Link } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { STEP_TEXT } from './step-messages';
import type { StepPage } from './use-step-submit';

/** VOLTAR to the previous page (pages 2–5) and the submit button, disabled while saving. */
export function StepActions({ page, saving, submitLabel = STEP_TEXT.next }: { page: StepPage; saving: boolean; submitLabel?: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', pt: 1 }}>
      {page > 1 && (
        <Button component={Link} to={appPath(`step${(page - 1) as 1 | 2 | 3 | 4}`)} disabled={saving}>
          {STEP_TEXT.back}
        </Button>
      )}
      <BusyButton type="submit" size="large" busy={saving}>
        {submitLabel}
      </BusyButton>
    </Stack>
  );
}
