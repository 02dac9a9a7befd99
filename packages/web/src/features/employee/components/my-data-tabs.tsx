import Typography from '@mui/material/Typography';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { hasPayslips } from '@colabora/core/payslip/rules';
import type { ReactNode } from 'react';
import { PanelTabs, type PanelTab } from '@/components/layout/panel-tabs';
import { AddressInfo } from '@/domain/people/components/address-info';
import { BankDataInfo } from '@/domain/people/components/bank-data-info';
import { DocumentsInfo } from '@/domain/people/components/documents-info';
import { FamilyDataInfo } from '@/domain/people/components/family-data-info';
import { HiringDataInfo } from '@/domain/people/components/hiring-data-info';
import { PersonalDataInfo } from '@/domain/people/components/personal-data-info';
import { PersonVacationPanel } from '@/domain/vacation/components/vacation-periods';
import { EMPLOYEE_MSG, MY_DATA_TAB_LABEL, type MyDataTab } from '../messages';

/** A section the person never filled (e.g. imported before the wizard existed). */
function orNotFilled(content: ReactNode): ReactNode {
  return content || <Typography color="text.secondary">{EMPLOYEE_MSG.notFilled}</Typography>;
}

interface MyDataTabsProps {
  person: CollaboratorDetail;
  /** The read-only payslip list, shown only to CLT people. */
  payslips: ReactNode;
}

/** The read-only tabs of Meus dados (001 'Employee self-service'); HOLERITES only for CLT. */
export function MyDataTabs({ person, payslips }: MyDataTabsProps) {
  const userId = person._id;
  const tabs: PanelTab<MyDataTab>[] = [
    { value: 'hiring', label: MY_DATA_TAB_LABEL.hiring, content: <HiringDataInfo hiring={person.hiringData} /> },
    {
      value: 'personal',
      label: MY_DATA_TAB_LABEL.personal,
      content: orNotFilled(
        person.personalData && (
          <PersonalDataInfo userId={userId} data={person.personalData} email={person.email} phone={person.phone} />
        ),
      ),
    },
    {
      value: 'family',
      label: MY_DATA_TAB_LABEL.family,
      content: orNotFilled(person.familyData && <FamilyDataInfo data={person.familyData} />),
    },
    {
      value: 'documents',
      label: MY_DATA_TAB_LABEL.documents,
      content: orNotFilled(person.documents && <DocumentsInfo userId={userId} data={person.documents} />),
    },
    {
      value: 'address',
      label: MY_DATA_TAB_LABEL.address,
      content: orNotFilled(person.address && <AddressInfo userId={userId} data={person.address} />),
    },
    {
      value: 'bank',
      label: MY_DATA_TAB_LABEL.bank,
      content: orNotFilled(person.bankData && <BankDataInfo userId={userId} data={person.bankData} />),
    },
    {
      value: 'vacation',
      label: MY_DATA_TAB_LABEL.vacation,
      content: <PersonVacationPanel companyId={person.company._id} userId={userId} />,
    },
    ...(hasPayslips(person.hiringData.regime)
      ? [{ value: 'payslips' as const, label: MY_DATA_TAB_LABEL.payslips, content: payslips }]
      : []),
  ];
  return <PanelTabs label={EMPLOYEE_MSG.myDataTitle} idPrefix="my-data" tabs={tabs} />;
}
