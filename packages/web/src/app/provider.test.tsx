import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubMediaQueries } from '@/testing/media-queries';
import { AppProvider } from './provider';

/** The system's answer to `prefers-reduced-motion: reduce`. */
function motionPreference(reduce: boolean) {
  stubMediaQueries((query) => reduce && query.includes('prefers-reduced-motion: reduce'));
}

function Motion() {
  const { transitions, components } = useTheme();
  return (
    <p>
      {transitions.create('opacity')} · {transitions.duration.enteringScreen} ms · ripple {components?.MuiButtonBase?.defaultProps?.disableRipple ? 'off' : 'on'}
    </p>
  );
}

describe('the app theme and the system motion preference (WCAG 2.1 2.3.3)', () => {
  it('moves as MUI does by default', () => {
    motionPreference(false);
    render(<AppProvider><Motion /></AppProvider>);
    expect(screen.getByText(/^opacity 300ms/)).toHaveTextContent('225 ms · ripple on');
  });

  it('has no transition, no ripple and dialogs that open at once when the system asks for reduced motion', () => {
    motionPreference(true);
    render(<AppProvider><Motion /></AppProvider>);
    expect(screen.getByText(/^none/)).toHaveTextContent('none · 0 ms · ripple off');
  });
});
