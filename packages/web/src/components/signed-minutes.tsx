import Box from '@mui/material/Box';
import { formatMinutes } from '@colabora/core/timeclock/hhmm';

/**
 * Minutes as HH:MM with a minus sign when negative (spec 002 §9); a negative balance stands out in bold, in the
 * theme's error colour (AA on paper, config/theme.ts), so it is not told by colour alone.
 */
export function SignedMinutes({ minutes }: { minutes: number }) {
  const text = formatMinutes(minutes);
  if (minutes >= 0) return <>{text}</>;
  return (
    <Box component="strong" sx={{ color: 'error.main' }}>
      {text}
    </Box>
  );
}
