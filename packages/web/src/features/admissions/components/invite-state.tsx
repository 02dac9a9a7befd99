import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { AdmissionListItem } from '@colabora/core/admission/contract';
import { inviteStateLabel } from '@colabora/core/admission/new-collaborator';

interface InviteStateProps {
  row: AdmissionListItem;
  /** An expired invite is re-enabled by changing its limit date. */
  onExpiredClick: (row: AdmissionListItem) => void;
}

/** Expirado (clickable) when disabled, Enviado at 0 %, otherwise Aberto (001 §2). */
export function InviteState({ row, onExpiredClick }: InviteStateProps) {
  const label = inviteStateLabel(row);
  if (row.disabled) {
    return (
      <Tooltip title="Clique para alterar a data limite e reativar o convite" describeChild>
        <Chip label={label} size="small" color="error" variant="outlined" onClick={() => onExpiredClick(row)} />
      </Tooltip>
    );
  }
  return <Chip label={label} size="small" color={row.percentageFilled === 0 ? 'info' : 'warning'} variant="outlined" />;
}
