import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export interface TableAction {
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}

/** EXCLUIR SELECIONADOS: off until a row is ticked; hands over the ticked rows' ids. */
export function removeSelectedAction(selected: string[], onRemove: (ids: string[]) => void): TableAction {
  return {
    label: 'EXCLUIR SELECIONADOS',
    icon: <DeleteOutline fontSize="small" />,
    disabled: selected.length === 0,
    onClick: () => onRemove(selected),
  };
}

/** A bulk upload (IMPORTAR EM MASSA, ENVIAR HOLERITES EM MASSA), which opens its dialog. */
export function bulkUploadAction(label: string, onClick: () => void): TableAction {
  return { label, icon: <CloudUploadOutlined fontSize="small" />, onClick };
}

interface TableActionsMenuProps {
  actions: readonly TableAction[];
  /** Rows ticked in the table, told beside the menu. */
  selectedCount?: number;
  label?: string;
}

/** The menu of a list's actions (e.g. EXCLUIR SELECIONADOS, bulk import), beside the table's title. */
export function TableActionsMenu({ actions, selectedCount, label = 'AÇÕES' }: TableActionsMenuProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      {selectedCount !== undefined && selectedCount > 0 && (
        <Typography variant="body2" color="text.secondary" role="status">
          {selectedCount === 1 ? '1 selecionado' : `${selectedCount} selecionados`}
        </Typography>
      )}
      <Button
        variant="outlined"
        size="small"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
          >
            {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
