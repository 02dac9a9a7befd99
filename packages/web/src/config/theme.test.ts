import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

// WCAG 2.1 AA (1.4.3): 4.5:1 for normal text. The e2e suite's axe audit finds a low contrast on the pages it
// visits; this keeps every palette colour readable wherever a component may put it.
const AA = 4.5;
const { palette } = theme;

describe('theme palette contrast', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    '%s is readable under its contrastText, and as text on paper and on the page',
    (name) => {
      const { main, contrastText } = palette[name];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(AA);
      expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(AA);
    },
  );
});
