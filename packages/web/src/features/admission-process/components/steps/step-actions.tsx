import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { StepPage } from '@colabora/core/admission/wizard';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Link } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { useReadOnlyStep } from './read-only-step';
import { STEP_TEXT } from './step-messages';

/**
 * VOLTAR to the previous page (pages 2–5) and the submit button, disabled while saving. On a step HR approved
 * (read-only) the submit becomes CONTINUAR, a link to what is left to do.
 */
export function StepActions({ page, saving, submitLabel = STEP_TEXT.next }: { page: StepPage; saving: boolean; submitLabel?: string }) {
  const readOnly = useReadOnlyStep();
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', pt: 1 }}>
      {page > 1 && (
        <Button component={Link} to={appPath(`step${(page - 1) as 1 | 2 | 3 | 4}`)} disabled={saving}>
          {STEP_TEXT.back}
        </Button>
      )}
      {readOnly ? (
        <Button component={Link} to={appPath(`step${readOnly.next}`)} variant="contained" size="large" disabled={false}>
          {STEP_TEXT.continue}
        </Button>
      ) : (
        <BusyButton type="submit" size="large" busy={saving}>
          {submitLabel}
        </BusyButton>
      )}
    </Stack>
  );
}
