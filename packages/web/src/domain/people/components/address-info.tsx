import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { stateName } from '@colabora/core/brazil/states';
import { ADDRESS_LABEL } from '@colabora/core/people/field-labels';
import { formatCep, formatCpf, yesNo } from '@/lib/display-format';
import { InfoGrid } from './info-grid';
import { storedFile } from './stored-file';

type Data = NonNullable<CollaboratorDetail['address']>;

export function AddressInfo({ userId, data }: { userId: string; data: Data }) {
  return (
    <InfoGrid
      items={[
        { label: ADDRESS_LABEL.cep, value: formatCep(data.cep) },
        { label: ADDRESS_LABEL.state, value: stateName(data.state) ?? data.state },
        { label: ADDRESS_LABEL.city, value: data.city },
        { label: ADDRESS_LABEL.neighborhood, value: data.neighborhood },
        { label: ADDRESS_LABEL.type, value: data.type },
        { label: ADDRESS_LABEL.publicPlace, value: data.publicPlace },
        { label: ADDRESS_LABEL.number, value: data.number },
        { label: ADDRESS_LABEL.complement, value: data.complement },
        { label: ADDRESS_LABEL.proofOfAddress, value: yesNo(data.proofOfAddress) },
        // Asked only when the proof is in someone else's name (001 §5).
        ...(data.proofOfAddress
          ? []
          : [
              { label: ADDRESS_LABEL.cpfOwner, value: formatCpf(data.cpfOwner) },
              { label: ADDRESS_LABEL.rgOwner, value: data.rgOwner },
            ]),
        { label: ADDRESS_LABEL.receipt, value: storedFile(userId, data.receipt, 'Ver comprovante') },
      ]}
    />
  );
}
