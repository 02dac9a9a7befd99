import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { STEP_NAMES, STEP_TAB_LABEL, type StepName } from '@colabora/core/admission/steps';
import { HiringDataTab } from './hiring/hiring-data-tab';
import { CandidateStepPanel } from './steps/candidate-step-panel';

interface StepTabsProps {
  detail: CollaboratorDetail;
  tab: StepName;
  onTabChange: (tab: StepName) => void;
  /** An approval or the hiring-data save answered the updated person. */
  onStepDone: (step: StepName, updated: CollaboratorDetail) => void;
}

const tabId = (step: StepName) => `admission-tab-${step}`;
const panelId = (step: StepName) => `admission-panel-${step}`;

/** The six tabs of 001 §2, one per step. */
export function StepTabs({ detail, tab, onTabChange, onStepDone }: StepTabsProps) {
  return (
    <Paper variant="outlined" sx={{ mb: 3 }}>
      <Tabs
        value={tab}
        onChange={(_, value: StepName) => onTabChange(value)}
        // Six long labels share the width (wrapping when needed), so all show at 1280 px too.
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { px: 1, minWidth: 0 } }}
      >
        {STEP_NAMES.map((step) => (
          <Tab key={step} value={step} label={STEP_TAB_LABEL[step]} id={tabId(step)} aria-controls={panelId(step)} wrapped />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ p: 3 }}>
        {tab === 'HIRING_DATA' ? (
          <HiringDataTab detail={detail} onSaved={(updated) => onStepDone(tab, updated)} />
        ) : (
          <CandidateStepPanel detail={detail} step={tab} onApproved={(updated) => onStepDone(tab, updated)} />
        )}
      </Box>
    </Paper>
  );
}
