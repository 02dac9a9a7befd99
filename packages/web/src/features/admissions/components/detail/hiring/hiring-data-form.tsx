import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { HIRING_DATA_MSG, type HiringData } from '@colabora/core/admission/hiring-data';
import { BusyButton } from '@/components/dialogs/busy-button';
import { PersonHiringDataForm } from '@/domain/hiring/components/hiring-data-form';
import { useSaveHiringData } from '../../../api/save-hiring-data';

interface HiringDataFormProps {
  detail: CollaboratorDetail;
  onSaved: (updated: CollaboratorDetail) => void;
  /** A correction of saved data can be given up. */
  onCancel?: () => void;
}

/** The DADOS CONTRATAÇÃO tab HR fills before activation (001 §2, §5 'Hiring data (tab)'): pay included. */
export function HiringDataForm({ detail, onSaved, onCancel }: HiringDataFormProps) {
  const save = useSaveHiringData(detail._id);
  return (
    <Stack spacing={3}>
      <Alert severity="info">{HIRING_DATA_MSG.prompt}</Alert>
      <PersonHiringDataForm
        person={detail}
        payEditable
        save={async (body: HiringData) => onSaved(await save.mutateAsync(body))}
        actions={(saving) => (
          <Stack direction="row" justifyContent="flex-end" spacing={1.5}>
            {onCancel && (
              <Button onClick={onCancel} disabled={saving}>
                {HIRING_DATA_MSG.cancelEdit}
              </Button>
            )}
            <BusyButton type="submit" busy={saving}>
              SALVAR
            </BusyButton>
          </Stack>
        )}
      />
    </Stack>
  );
}
