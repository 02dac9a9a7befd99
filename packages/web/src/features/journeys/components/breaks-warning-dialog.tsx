import { WORKDAY_MSG } from '@colabora/core/workday/messages';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { JOURNEY_TEXT } from '../journey-labels';

interface BreaksWarningDialogProps {
  open: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'AVISO' (spec 002 §4.6): the new hours leave breaks outside them; confirming removes every break. */
export function BreaksWarningDialog({ open, busy = false, onConfirm, onClose }: BreaksWarningDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={WORKDAY_MSG.warningTitle}
      message={WORKDAY_MSG.warningText}
      confirmLabel={JOURNEY_TEXT.warningConfirm}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
