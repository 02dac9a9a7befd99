import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { DOCUMENTS_LABEL } from '@colabora/core/people/field-labels';
import { formatDate } from '@/lib/format-date';
import { formatCpf, formatPis } from '@/lib/display-format';
import { InfoGrid, type InfoItem } from './info-grid';
import { storedFile } from './stored-file';

type Data = NonNullable<CollaboratorDetail['documents']>;

export interface DocumentGroup {
  title: string;
  items: InfoItem[];
}

/** The personal documents, one group per document (the dismissal detail shows each in an accordion, 002 §2.7). */
export function documentGroups(userId: string, data: Data): DocumentGroup[] {
  return [
    {
      title: 'CPF',
      items: [
        { label: DOCUMENTS_LABEL.cpf, value: formatCpf(data.cpf) },
        { label: DOCUMENTS_LABEL.photoCPF, value: storedFile(userId, data.photoCPF, 'Ver foto do CPF') },
      ],
    },
    { title: 'PIS', items: [{ label: DOCUMENTS_LABEL.pisNumber, value: formatPis(data.pisNumber) }] },
    {
      title: 'RG',
      items: [
        { label: DOCUMENTS_LABEL.rgNumber, value: data.rgNumber },
        { label: DOCUMENTS_LABEL.rgExpeditionDate, value: formatDate(data.rgExpeditionDate) },
        { label: DOCUMENTS_LABEL.rgOrganUfEmitter, value: data.rgOrganUfEmitter },
        { label: DOCUMENTS_LABEL.photoFrontRg, value: storedFile(userId, data.photoFrontRg, 'Ver frente do RG') },
        { label: DOCUMENTS_LABEL.photoBackRg, value: storedFile(userId, data.photoBackRg, 'Ver verso do RG') },
      ],
    },
    {
      title: 'Título de eleitor',
      items: [
        { label: DOCUMENTS_LABEL.voterRegistrationNumber, value: data.voterRegistrationNumber },
        { label: DOCUMENTS_LABEL.voterRegistrationZone, value: data.voterRegistrationZone },
        { label: DOCUMENTS_LABEL.voterRegistrationSection, value: data.voterRegistrationSection },
        { label: DOCUMENTS_LABEL.photoTitle, value: storedFile(userId, data.photoTitle, 'Ver título') },
      ],
    },
    {
      title: 'Reservista',
      items: [
        { label: DOCUMENTS_LABEL.reservistNumber, value: data.reservistNumber },
        { label: DOCUMENTS_LABEL.photoReservist, value: storedFile(userId, data.photoReservist, 'Ver reservista') },
      ],
    },
  ];
}

export function DocumentsInfo({ userId, data }: { userId: string; data: Data }) {
  return <InfoGrid items={documentGroups(userId, data).flatMap((group) => group.items)} />;
}
