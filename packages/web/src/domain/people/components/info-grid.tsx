import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PERSON_MSG } from './person-messages';

export interface InfoItem {
  label: string;
  /** Empty values read 'Não informado'. */
  value: ReactNode;
}

/** Saved data shown read-only as label/value pairs, in columns that fit 1280 to 1600 px, and one column on a phone. */
export function InfoGrid({ items }: { items: readonly InfoItem[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))' }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === undefined || item.value === '' ? PERSON_MSG.notInformed : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
