import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isAway } from '@colabora/core/activity/rules';
import { ACTIVITY_MSG, ACTIVITY_TYPE_LABEL, STATUS_SELECTOR_TYPES, type ActivityType } from '@colabora/core/activity/schema';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { useState } from 'react';
import { ACTIVITY_FORM_MSG } from '../../activity-messages';
import { ActivityDialog } from './activity-dialog';

/** Whether statuses can be registered for the person: at work or away (not a candidate, not dismissed). */
function acceptsStatuses(person: CollaboratorDetail): boolean {
  const status = person.statusActive;
  return person.role === 'EMPLOYEE' && (status === 'WORK_EXPERIENCE' || status === 'HIRED' || isAway(status));
}

/**
 * 001 §4 'Status application': the status selector with APLICAR on the collaborator detail. APLICAR without a
 * status says 'Por favor, selecione um status.'; with one it opens that status's registration dialog.
 */
export function StatusApply({ person }: { person: CollaboratorDetail }) {
  const [selected, setSelected] = useState<ActivityType | ''>('');
  const [missing, setMissing] = useState(false);
  // Each opening gets a fresh form; the dialog keeps its type while it fades out.
  const [dialog, setDialog] = useState<{ open: boolean; type: ActivityType | null; opening: number }>({
    open: false,
    type: null,
    opening: 0,
  });
  const disabled = !acceptsStatuses(person);

  function apply() {
    if (!selected) {
      setMissing(true);
      return;
    }
    setDialog((current) => ({ open: true, type: selected, opening: current.opening + 1 }));
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', my: 2 }}>
      <TextField
        select
        id="status-apply"
        size="small"
        label={ACTIVITY_FORM_MSG.statusLabel}
        value={selected}
        disabled={disabled}
        onChange={(event) => {
          setSelected(event.target.value as ActivityType);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? ACTIVITY_MSG.selectStatus : undefined}
        sx={{ minWidth: 260 }}
      >
        {STATUS_SELECTOR_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {ACTIVITY_TYPE_LABEL[type]}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={apply} disabled={disabled} sx={{ mt: '2px' }}>
        {ACTIVITY_FORM_MSG.apply}
      </Button>
      {dialog.type && (
        <ActivityDialog
          key={dialog.opening}
          person={person}
          type={dialog.type}
          open={dialog.open}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
        />
      )}
    </Stack>
  );
}
