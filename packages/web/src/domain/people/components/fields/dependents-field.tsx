import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dependent } from '@colabora/core/admission/dependent';
import { formatDate } from '@/lib/format-date';
import { applyMask, MASKS } from '@/lib/masks';

interface DependentsFieldProps {
  dependents: readonly Dependent[];
  /** The list's message ('Adicione os dependentes', a CPF conflict), once the person tried to go on. */
  error?: string;
  onAddClick: () => void;
  onRemove: (index: number) => void;
}

/** The dependents of step 2: what was added, a way to remove each, and the button of the 'Add dependent' dialog. */
export function DependentsField({ dependents, error, onAddClick, onRemove }: DependentsFieldProps) {
  return (
    <Stack spacing={1} component="section" aria-label="Dependentes">
      <Typography variant="subtitle1" component="h2">
        Dependentes
      </Typography>
      {dependents.length > 0 && (
        <List dense disablePadding>
          {dependents.map((dependent, index) => (
            <ListItem
              key={dependent.dependentCpf}
              divider
              secondaryAction={
                <IconButton edge="end" aria-label={`Remover ${dependent.dependentName}`} onClick={() => onRemove(index)}>
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${dependent.dependentName} · ${dependent.dependentType}`}
                secondary={`Nascimento ${formatDate(dependent.dependentbirthDate) ?? '-'} · CPF ${applyMask(MASKS.cpf, dependent.dependentCpf)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <div>
        <Button variant="outlined" startIcon={<PersonAddAltIcon />} onClick={onAddClick}>
          ADICIONAR DEPENDENTE
        </Button>
      </div>
    </Stack>
  );
}
