import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent } from 'react';

/**
 * Long names end in an ellipsis and show whole in a tooltip (spec 001 §9: 35 characters). In a narrow column
 * (DataTable's `shrink`) the text may also be cut by the column's width; the tooltip then shows it whole too.
 */
export function TruncatedText({ text, max = 35 }: { text: string; max?: number }) {
  const [clipped, setClipped] = useState(false);
  const cut = text.length > max;
  const measure = (event: MouseEvent<HTMLElement>) =>
    setClipped(event.currentTarget.scrollWidth > event.currentTarget.clientWidth);
  return (
    <Tooltip title={cut || clipped ? text : ''}>
      <Box
        component="span"
        onMouseEnter={measure}
        sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {cut ? `${text.slice(0, max).trimEnd()}…` : text}
      </Box>
    </Tooltip>
  );
}
