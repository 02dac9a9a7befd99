import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ContractTabs } from '../components/contract-tabs';
import { OwnPerson } from '../components/own-person';
import { EMPLOYEE_MSG } from '../messages';

/** /colaborator-home/contracts/{userId} (001 'Employee self-service'). */
export function MyContractsPage() {
  const { userId = '' } = useParams();
  return (
    <>
      <PageHeader title={EMPLOYEE_MSG.contractsTitle} />
      <OwnPerson key={userId} userId={userId}>
        {(person) => <ContractTabs person={person} />}
      </OwnPerson>
    </>
  );
}
