import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { PanelTabs, type PanelTab } from '@/components/layout/panel-tabs';
import { CONTRACT_TAB_LABEL, EMPLOYEE_MSG, type ContractTab } from '../messages';
import { ContractDocuments } from './contract-documents';
import { contractsOf, dismissalTabEnabled, EFFECTIVATION_CONTRACTS, OTHER_DOCUMENTS } from './contract-groups';
import { RescissionDocuments } from './rescission-documents';

/**
 * The three tabs of Contratos (001 'Employee self-service'), read-only. A former employee opens on RESCISÃO: that
 * is what they come for, and the effectivation tab may well be empty.
 */
export function ContractTabs({ person }: { person: CollaboratorDetail }) {
  const dismissed = dismissalTabEnabled(person.statusActive);
  const tabs: PanelTab<ContractTab>[] = [
    {
      value: 'effectivation',
      label: CONTRACT_TAB_LABEL.effectivation,
      content: (
        <ContractDocuments
          userId={person._id}
          label={CONTRACT_TAB_LABEL.effectivation}
          entries={contractsOf(person.contracts, EFFECTIVATION_CONTRACTS)}
        />
      ),
    },
    {
      value: 'other',
      label: CONTRACT_TAB_LABEL.other,
      content: (
        <ContractDocuments
          userId={person._id}
          label={CONTRACT_TAB_LABEL.other}
          entries={contractsOf(person.contracts, OTHER_DOCUMENTS)}
        />
      ),
    },
    {
      value: 'dismissal',
      label: CONTRACT_TAB_LABEL.dismissal,
      disabled: !dismissed,
      content: <RescissionDocuments userId={person._id} />,
    },
  ];
  return (
    <PanelTabs
      label={EMPLOYEE_MSG.contractsTitle}
      idPrefix="contracts"
      tabs={tabs}
      initial={dismissed ? 'dismissal' : undefined}
      note={
        !dismissed && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 3, pt: 1.5 }}>
            {EMPLOYEE_MSG.dismissalLocked}
          </Typography>
        )
      }
    />
  );
}
