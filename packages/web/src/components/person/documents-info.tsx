import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { formatDate } from '@/lib/format-date';
import { formatCpf, formatPis } from './display-format';
import { InfoGrid } from './info-grid';
import { storedFile } from './stored-file';

type Data = NonNullable<CollaboratorDetail['documents']>;

export function DocumentsInfo({ userId, data }: { userId: string; data: Data }) {
  return (
    <InfoGrid
      items={[
        { label: 'CPF', value: formatCpf(data.cpf) },
        { label: 'Foto do CPF', value: storedFile(userId, data.photoCPF, 'Ver foto do CPF') },
        { label: 'PIS', value: formatPis(data.pisNumber) },
        { label: 'RG', value: data.rgNumber },
        { label: 'Data de expedição do RG', value: formatDate(data.rgExpeditionDate) },
        { label: 'Órgão emissor/UF', value: data.rgOrganUfEmitter },
        { label: 'Foto da frente do RG', value: storedFile(userId, data.photoFrontRg, 'Ver frente do RG') },
        { label: 'Foto do verso do RG', value: storedFile(userId, data.photoBackRg, 'Ver verso do RG') },
        { label: 'Título de eleitor', value: data.voterRegistrationNumber },
        { label: 'Zona eleitoral', value: data.voterRegistrationZone },
        { label: 'Seção eleitoral', value: data.voterRegistrationSection },
        { label: 'Foto do título', value: storedFile(userId, data.photoTitle, 'Ver título') },
        { label: 'Certificado de reservista', value: data.reservistNumber },
        { label: 'Foto do reservista', value: storedFile(userId, data.photoReservist, 'Ver reservista') },
      ]}
    />
  );
}
