import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface RowActionsProps {
  /** Names the row for screen readers: 'Editar Analista', 'Remover Analista'. */
  name: string;
  onEdit: () => void;
  onRemove: () => void;
}

export function RowActions({ name, onEdit, onRemove }: RowActionsProps) {
  return (
    <Stack direction="row" spacing={0.5} justifyContent="center">
      <Tooltip title="Editar">
        <IconButton size="small" aria-label={`Editar ${name}`} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Remover">
        <IconButton size="small" color="error" aria-label={`Remover ${name}`} onClick={onRemove}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
