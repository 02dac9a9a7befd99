import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MY_JOURNEY_MSG } from './my-journey-messages';

/** The month's name as a title ('Março de 2026'). */
const MONTH_LABEL = {
  minWidth: { xs: 0, sm: 180 },
  flex: { xs: 1, sm: 'none' },
  textAlign: 'center',
  '&::first-letter': { textTransform: 'uppercase' },
} as const;

interface MonthNavigationProps {
  /** 'março de 2026'. */
  label: string;
  /** Lets the month table take its name from the label. */
  labelId: string;
  /** -1: the month before; 1: the month after. */
  onMove: (delta: number) => void;
  onCurrent: () => void;
}

/** Mês anterior, the month shown (announced as it changes), Próximo mês and Mês atual. */
export function MonthNavigation({ label, labelId, onMove, onCurrent }: MonthNavigationProps) {
  return (
    // On a phone Mês atual goes under the month rather than past the screen's edge.
    <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
      <IconButton aria-label={MY_JOURNEY_MSG.previousMonth} onClick={() => onMove(-1)}>
        <ChevronLeft />
      </IconButton>
      <Typography id={labelId} variant="subtitle1" component="p" fontWeight={600} sx={MONTH_LABEL} aria-live="polite">
        {label}
      </Typography>
      <IconButton aria-label={MY_JOURNEY_MSG.nextMonth} onClick={() => onMove(1)}>
        <ChevronRight />
      </IconButton>
      <Button size="small" onClick={onCurrent}>
        {MY_JOURNEY_MSG.currentMonth}
      </Button>
    </Stack>
  );
}
