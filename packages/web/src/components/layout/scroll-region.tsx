import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** Names the region for assistive technology (the table's own name). */
  label: string;
  /** The table's narrowest readable width (its own minimum when absent); below it the region scrolls sideways. */
  minWidth?: number;
  children: ReactNode;
}

/**
 * A wide table on a phone: it keeps a readable width and scrolls inside this region, which the keyboard can reach
 * and scroll (WCAG 2.1.1; axe 'scrollable-region-focusable'), while the page itself never scrolls sideways.
 */
export function ScrollRegion({ label, minWidth, children }: ScrollRegionProps) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', '& > table': { minWidth } }}>
      {children}
    </Box>
  );
}
