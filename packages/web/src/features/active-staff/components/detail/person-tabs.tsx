import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { hasExperiencePeriod } from '@colabora/core/admission/hiring-data';
import { VACATION_VIEW_MSG } from '@colabora/core/vacation/messages';
import { useState, type ReactNode } from 'react';
import { PersonVacationPanel } from '@/domain/vacation/components/vacation-periods';
import { PayslipsTab } from '../payslips/payslips-tab';
import { ContractsTab } from './tabs/contracts-tab';
import { AddressTab, BankTab, DocumentsTab, FamilyTab } from './tabs/data-tabs';
import { HiringTab } from './tabs/hiring-tab';
import { PersonalTab } from './tabs/personal-tab';

interface TabDefinition {
  key: string;
  label: string;
  render: (detail: CollaboratorDetail) => ReactNode;
}

const TABS: TabDefinition[] = [
  { key: 'hiring', label: 'DADOS CONTRATAÇÃO', render: (detail) => <HiringTab detail={detail} /> },
  { key: 'personal', label: 'DADOS PESSOAIS', render: (detail) => <PersonalTab detail={detail} /> },
  { key: 'family', label: 'DADOS DA FAMÍLIA', render: (detail) => <FamilyTab detail={detail} /> },
  { key: 'documents', label: 'DOCUMENTAÇÃO', render: (detail) => <DocumentsTab detail={detail} /> },
  { key: 'address', label: 'ENDEREÇO', render: (detail) => <AddressTab detail={detail} /> },
  { key: 'bank', label: 'DADOS BANCÁRIOS', render: (detail) => <BankTab detail={detail} /> },
  { key: 'contracts', label: 'CONTRATOS', render: (detail) => <ContractsTab detail={detail} /> },
  {
    key: 'vacation',
    label: VACATION_VIEW_MSG.tabLabel,
    render: (detail) => <PersonVacationPanel companyId={detail.company._id} userId={detail._id} />,
  },
];

/** 001: payslips only for CLT (the regime with the experience period). */
const PAYSLIPS: TabDefinition = {
  key: 'payslips',
  label: 'HOLERITES',
  render: (detail) => <PayslipsTab userId={detail._id} admissionDate={detail.admissionDate} readOnly={false} />,
};

const tabId = (key: string) => `person-tab-${key}`;
const panelId = (key: string) => `person-panel-${key}`;

/** The collaborator's tabs (001 'Collaborator detail'). */
export function PersonTabs({ detail }: { detail: CollaboratorDetail }) {
  const tabs = hasExperiencePeriod(detail.hiringData.regime) ? [...TABS, PAYSLIPS] : TABS;
  const [current, setCurrent] = useState(tabs[0].key);
  const shown = tabs.find((tab) => tab.key === current) ?? tabs[0];
  return (
    <Paper variant="outlined" sx={{ mb: 3 }}>
      <Tabs
        value={shown.key}
        onChange={(_, value: string) => setCurrent(value)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} id={tabId(tab.key)} aria-controls={panelId(tab.key)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(shown.key)} aria-labelledby={tabId(shown.key)} sx={{ p: 3 }}>
        {shown.render(detail)}
      </Box>
    </Paper>
  );
}
