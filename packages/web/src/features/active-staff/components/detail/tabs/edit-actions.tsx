import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BusyButton } from '@/components/dialogs/busy-button';
import { DETAIL_MSG } from '../../../detail-messages';

/** CANCELAR and SALVAR under a tab being edited, both disabled while it saves. */
export function EditActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Stack direction="row" spacing={1.5} justifyContent="flex-end" sx={{ pt: 1 }}>
      <Button onClick={onCancel} disabled={saving}>
        {DETAIL_MSG.cancel}
      </Button>
      <BusyButton type="submit" busy={saving}>
        {DETAIL_MSG.save}
      </BusyButton>
    </Stack>
  );
}
