import type { DismissalDetail } from '@colabora/core/dismissal/api';
import { isOpenDismissal } from '@colabora/core/dismissal/status';
import { CONTACT_LABEL } from '@colabora/core/people/field-labels';
import type { ReactNode } from 'react';
import { PanelTabs, type PanelTab } from '@/components/layout/panel-tabs';
import { AddressInfo } from '@/domain/people/components/address-info';
import { BankDataInfo } from '@/domain/people/components/bank-data-info';
import { DocumentsAccordion } from '@/domain/people/components/documents-accordion';
import { FamilyDataInfo } from '@/domain/people/components/family-data-info';
import { HiringDataInfo } from '@/domain/people/components/hiring-data-info';
import { InfoGrid } from '@/domain/people/components/info-grid';
import { PersonalDataInfo } from '@/domain/people/components/personal-data-info';
import { PERSON_MSG } from '@/domain/people/components/person-messages';
import { formatPhone } from '@/lib/masks';
import { CheckupTab } from './checkup-tab';
import { RescissionDocumentsTab } from './rescission-documents-tab';
import { ShutDownTab } from './shut-down-tab';

/** 002 §2.7: the nine tabs, verbatim, in order (0 to 8). */
const DISMISSAL_TAB_LABEL = {
  checkup: 'CHECKUP',
  shutDown: 'DESLIGAMENTO',
  rescissionDocuments: 'DOCUMENTOS RESCISÃO',
  hiring: 'DADOS CONTRATAÇÃO',
  personal: 'DADOS PESSOAIS',
  family: 'DADOS DA FAMÍLIA',
  documents: 'DOCUMENTOS',
  address: 'ENDEREÇO',
  bank: 'DADOS BANCÁRIOS',
} as const;
type DismissalTab = keyof typeof DISMISSAL_TAB_LABEL;

const orNotInformed = (content: ReactNode) => content || PERSON_MSG.notInformed;

/** The process's tabs, then the person's data read-only with the views of the active detail; opens on DESLIGAMENTO. */
export function DismissalTabs({ detail }: { detail: DismissalDetail }) {
  const userId = detail._id;
  // A concluded process is history: its tabs are read-only.
  const readOnly = !isOpenDismissal(detail.statusDismissal);
  const content: Record<DismissalTab, ReactNode> = {
    checkup: <CheckupTab detail={detail} readOnly={readOnly} />,
    shutDown: <ShutDownTab detail={detail} readOnly={readOnly} />,
    rescissionDocuments: <RescissionDocumentsTab detail={detail} readOnly={readOnly} />,
    hiring: <HiringDataInfo hiring={detail.hiringData} />,
    personal: detail.personalData ? (
      <PersonalDataInfo userId={userId} data={detail.personalData} email={detail.email} phone={detail.phone} />
    ) : (
      <InfoGrid
        items={[
          { label: CONTACT_LABEL.email, value: detail.email },
          { label: CONTACT_LABEL.phone, value: formatPhone(detail.phone) },
        ]}
      />
    ),
    family: orNotInformed(detail.familyData && <FamilyDataInfo data={detail.familyData} />),
    documents: orNotInformed(detail.documents && <DocumentsAccordion userId={userId} data={detail.documents} />),
    address: orNotInformed(detail.address && <AddressInfo userId={userId} data={detail.address} />),
    bank: orNotInformed(detail.bankData && <BankDataInfo userId={userId} data={detail.bankData} />),
  };
  const tabs: PanelTab<DismissalTab>[] = (Object.keys(DISMISSAL_TAB_LABEL) as DismissalTab[]).map((tab) => ({
    value: tab,
    label: DISMISSAL_TAB_LABEL[tab],
    content: content[tab],
  }));
  return <PanelTabs label="Processo de demissão" idPrefix="dismissal" tabs={tabs} initial="shutDown" />;
}
