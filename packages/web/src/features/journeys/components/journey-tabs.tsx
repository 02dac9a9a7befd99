import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { JOURNEY_STEP_LABEL, JOURNEY_STEPS, type JourneyStep } from '../journey-labels';

interface JourneyTabsProps {
  current: JourneyStep;
  /** Absent in the wizard, where only the current step is enabled (spec 002 §2.9). */
  onChange?: (step: JourneyStep) => void;
  /** The current step's form. */
  children: ReactNode;
}

const tabId = (step: JourneyStep) => `journey-tab-${step}`;
const panelId = (step: JourneyStep) => `journey-panel-${step}`;

/** DETALHES DA JORNADA, ESCALA, PAUSAS: the wizard's steps, or the edit screen's free tabs. */
export function JourneyTabs({ current, onChange, children }: JourneyTabsProps) {
  return (
    <Paper variant="outlined">
      <Tabs
        value={current}
        onChange={(_, step: JourneyStep) => onChange?.(step)}
        aria-label="Etapas da jornada"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {JOURNEY_STEPS.map((step) => (
          <Tab
            key={step}
            value={step}
            label={JOURNEY_STEP_LABEL[step]}
            disabled={!onChange && step !== current}
            id={tabId(step)}
            aria-controls={step === current ? panelId(step) : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} sx={{ p: 3 }}>
        {children}
      </Box>
    </Paper>
  );
}
