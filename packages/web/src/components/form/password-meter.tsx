import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PASSWORD_REQUIREMENTS, passwordStrength, type PasswordStrength } from '@colabora/core/auth/rules';
import { useId } from 'react';

const PASSWORD_METER_MSG = {
  strength: 'Força da senha',
  requirements: 'A senha precisa ter',
  requirementMet: 'Atendido',
  requirementMissing: 'Não atendido',
} as const;

const METER_COLOR: Record<PasswordStrength['score'], 'error' | 'warning' | 'info' | 'success'> = {
  0: 'error',
  1: 'warning',
  2: 'info',
  3: 'success',
};

/** The strength meter and the requirements checklist of 001 §2 and §5 'Password', following what is typed. */
export function PasswordMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const listId = useId();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {PASSWORD_METER_MSG.strength}: <strong>{strength.label}</strong>
      </Typography>
      <LinearProgress
        variant="determinate"
        value={strength.value}
        color={METER_COLOR[strength.score]}
        aria-label={`${PASSWORD_METER_MSG.strength}: ${strength.label}`}
        sx={{ mt: 0.5, height: 8, borderRadius: 1 }}
      />
      <Typography id={listId} variant="body2" sx={{ mt: 2 }}>
        {PASSWORD_METER_MSG.requirements}
      </Typography>
      <List dense aria-labelledby={listId} disablePadding>
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = requirement.met(password);
          return (
            <ListItem key={requirement.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {met ? (
                  <CheckCircleIcon color="success" fontSize="small" titleAccess={PASSWORD_METER_MSG.requirementMet} />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" fontSize="small" titleAccess={PASSWORD_METER_MSG.requirementMissing} />
                )}
              </ListItemIcon>
              <ListItemText primary={requirement.label} />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
