import { BusyButton } from '@/components/dialogs/busy-button';
import { DISMISSAL_PAGE_TEXT } from '../../dismissal-texts';

/** SALVAR of a process tab, disabled and busy while saving; absent once the process is concluded (read-only). */
export function TabFormActions({ saving, readOnly }: { saving: boolean; readOnly: boolean }) {
  if (readOnly) return null;
  return (
    <div>
      <BusyButton type="submit" busy={saving}>
        {DISMISSAL_PAGE_TEXT.save}
      </BusyButton>
    </div>
  );
}
