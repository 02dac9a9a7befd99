import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { stateName } from '@colabora/core/brazil/states';
import { NATIONAL_HOLIDAYS_MSG, type NationalHolidayOption } from '@colabora/core/holiday/national-request';
import { holidayYears } from '@colabora/core/holiday/rules';
import { HOLIDAY_TYPE_LABEL, holidayDaysLabel, OPTIONAL_LABEL } from '@colabora/core/holiday/schema';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/dialogs/busy-button';
import { RetryAlert } from '@/components/retry-alert';
import { useAddNationalHolidays } from '../api/add-national-holidays';
import { useNationalHolidays } from '../api/list-national-holidays';
import { companyToday } from '@/lib/format-date';

interface NationalHolidaysDialogProps {
  open: boolean;
  onClose: () => void;
}

function HolidayOption({ holiday, checked, onChange }: { holiday: NationalHolidayOption; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', m: 0 }}
      control={<Checkbox checked={checked} disabled={holiday.present} onChange={(event) => onChange(event.target.checked)} sx={{ mt: -0.5 }} />}
      label={
        <Stack spacing={0.5}>
          <Typography variant="body2" fontWeight={600}>
            {holidayDaysLabel(holiday)} · {holiday.name}
          </Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Chip size="small" label={HOLIDAY_TYPE_LABEL[holiday.type]} />
            <Chip size="small" variant="outlined" color={holiday.optional ? 'warning' : 'default'} label={holiday.optional ? OPTIONAL_LABEL : 'Feriado'} />
            {holiday.present && <Chip size="small" variant="outlined" label={NATIONAL_HOLIDAYS_MSG.present} />}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {holiday.basis}
          </Typography>
        </Stack>
      }
    />
  );
}

/**
 * The year's national holidays and those of the company's state, computed (ours, labour-law.md §6): HR
 * unticks what the company does not give (a ponto facultativo is a choice), then adds the rest at once.
 */
export function NationalHolidaysDialog({ open, onClose }: NationalHolidaysDialogProps) {
  const titleId = useId();
  const today = companyToday();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  // Keys carry their year ('2026-carnaval'): what was unticked for one year never hides another's.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const list = useNationalHolidays(year, open);
  const add = useAddNationalHolidays();
  const holidays = list.data?.holidays ?? [];
  const chosen = holidays.filter((holiday) => !holiday.present && !unticked.has(holiday.key)).map((holiday) => holiday.key);
  const uf = list.data?.uf;

  function toggle(key: string, checked: boolean) {
    setUnticked((current) => {
      const next = new Set(current);
      if (checked) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  return (
    <Dialog open={open} onClose={add.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{NATIONAL_HOLIDAYS_MSG.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Ano" value={year} onChange={(event) => setYear(Number(event.target.value))} sx={{ width: 160 }}>
            {holidayYears(today).map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          {list.isFetching && <LinearProgress aria-label="Carregando feriados" />}
          {list.isError && <RetryAlert message={NATIONAL_HOLIDAYS_MSG.listFailed} retrying={list.isFetching} onRetry={() => void list.refetch()} />}
          {list.data && (
            <>
              <DialogContentText>
                {uf ? NATIONAL_HOLIDAYS_MSG.withState(stateName(uf) ?? uf) : NATIONAL_HOLIDAYS_MSG.withoutState}
              </DialogContentText>
              <Stack spacing={1.5} role="group" aria-label={`Feriados de ${year}`}>
                {holidays.map((holiday) => (
                  <HolidayOption
                    key={holiday.key}
                    holiday={holiday}
                    checked={holiday.present || !unticked.has(holiday.key)}
                    onChange={(checked) => toggle(holiday.key, checked)}
                  />
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={add.isPending}>
          CANCELAR
        </Button>
        <BusyButton busy={add.isPending} disabled={chosen.length === 0} onClick={() => add.mutate({ year, keys: chosen }, { onSuccess: onClose })}>
          {NATIONAL_HOLIDAYS_MSG.submit}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
