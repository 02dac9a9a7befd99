import Button from '@mui/material/Button';
import { BusyButton } from '@/components/dialogs/busy-button';
import { JOURNEY_TEXT } from '../../journey-labels';

/** VOLTAR (to the list, nothing saved) and ALTERAR DADOS, which saves the tab. */
export function EditActions({ saving, onBack }: { saving: boolean; onBack: () => void }) {
  return (
    <>
      <Button onClick={onBack} disabled={saving}>
        {JOURNEY_TEXT.back}
      </Button>
      <BusyButton type="submit" busy={saving}>
        {JOURNEY_TEXT.save}
      </BusyButton>
    </>
  );
}
