import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { DETAIL_MSG } from '../../../detail-messages';

interface EditableTabProps {
  /** The saved data, read-only. */
  view: ReactNode;
  /** The tab's form; `done` closes it (after a save or a cancel). */
  form: (done: () => void) => ReactNode;
}

/** A data tab: what is saved, and EDITAR to change it through PUT /api/users/{userId}. */
export function EditableTab({ view, form }: EditableTabProps) {
  const [editing, setEditing] = useState(false);
  if (editing) return form(() => setEditing(false));
  return (
    <Stack spacing={3}>
      <div>
        <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
          {DETAIL_MSG.edit}
        </Button>
      </div>
      {view}
    </Stack>
  );
}
