import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';

/** A screen's one tab above its list (FERIADOS, JORNADAS); without a label, the content alone. */
export function SingleTab({ label, children }: { label?: string; children: ReactNode }) {
  const id = useId();
  if (!label) return children;
  return (
    <>
      <Tabs value={0} sx={{ mb: 2 }}>
        <Tab label={label} id={`${id}-tab`} aria-controls={`${id}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab`}>
        {children}
      </Box>
    </>
  );
}
