import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { isBrazilian } from '@colabora/core/brazil/nationalities';
import { stateName } from '@colabora/core/brazil/states';
import { CONTACT_LABEL } from '@colabora/core/people/field-labels';
import { formatDate } from '@/lib/format-date';
import { formatPhone } from '@/lib/masks';
import { InfoGrid } from './info-grid';
import { storedFile } from './stored-file';

type Data = NonNullable<CollaboratorDetail['personalData']>;

export function PersonalDataInfo({ userId, data, email, phone }: { userId: string; data: Data; email: string; phone: string }) {
  return (
    <InfoGrid
      items={[
        { label: CONTACT_LABEL.email, value: email },
        { label: CONTACT_LABEL.phone, value: formatPhone(phone) },
        { label: 'Nacionalidade', value: data.nationality },
        // Brazilians store the UF code; others a free text.
        { label: 'Estado', value: isBrazilian(data.nationality) ? (stateName(data.state) ?? data.state) : data.state },
        { label: 'Cidade de nascimento', value: data.cityOfBirth },
        { label: 'Data de nascimento', value: formatDate(data.birthDate) },
        { label: 'Gênero', value: data.gender },
        { label: 'Raça/cor', value: data.raceColor },
        { label: 'Deficiência', value: data.deficiency },
        { label: 'Foto', value: storedFile(userId, data.profilePicture, 'Ver foto') },
      ]}
    />
  );
}
