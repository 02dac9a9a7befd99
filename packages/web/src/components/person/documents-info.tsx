import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { formatDate } from '@/lib/format-date';
import { formatCpf, formatPis } from './display-format';
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
        { label: 'CPF', value: formatCpf(data.cpf) },
        { label: 'Foto do CPF', value: storedFile(userId, data.photoCPF, 'Ver foto do CPF') },
      ],
    },
    { title: 'PIS', items: [{ label: 'PIS', value: formatPis(data.pisNumber) }] },
    {
      title: 'RG',
      items: [
        { label: 'RG', value: data.rgNumber },
        { label: 'Data de expedição do RG', value: formatDate(data.rgExpeditionDate) },
        { label: 'Órgão emissor/UF', value: data.rgOrganUfEmitter },
        { label: 'Foto da frente do RG', value: storedFile(userId, data.photoFrontRg, 'Ver frente do RG') },
        { label: 'Foto do verso do RG', value: storedFile(userId, data.photoBackRg, 'Ver verso do RG') },
      ],
    },
    {
      title: 'Título de eleitor',
      items: [
        { label: 'Título de eleitor', value: data.voterRegistrationNumber },
        { label: 'Zona eleitoral', value: data.voterRegistrationZone },
        { label: 'Seção eleitoral', value: data.voterRegistrationSection },
        { label: 'Foto do título', value: storedFile(userId, data.photoTitle, 'Ver título') },
      ],
    },
    {
      title: 'Reservista',
      items: [
        { label: 'Certificado de reservista', value: data.reservistNumber },
        { label: 'Foto do reservista', value: storedFile(userId, data.photoReservist, 'Ver reservista') },
      ],
    },
  ];
}

export function DocumentsInfo({ userId, data }: { userId: string; data: Data }) {
  return <InfoGrid items={documentGroups(userId, data).flatMap((group) => group.items)} />;
}
