import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { stateName } from '@colabora/core/brazil/states';
import { formatCep, formatCpf, yesNo } from './display-format';
import { InfoGrid } from './info-grid';
import { storedFile } from './stored-file';

type Data = NonNullable<CollaboratorDetail['address']>;

export function AddressInfo({ userId, data }: { userId: string; data: Data }) {
  return (
    <InfoGrid
      items={[
        { label: 'CEP', value: formatCep(data.cep) },
        { label: 'Estado', value: stateName(data.state) ?? data.state },
        { label: 'Cidade', value: data.city },
        { label: 'Bairro', value: data.neighborhood },
        { label: 'Tipo', value: data.type },
        { label: 'Logradouro', value: data.publicPlace },
        { label: 'Número', value: data.number },
        { label: 'Complemento', value: data.complement },
        { label: 'Comprovante em nome do colaborador', value: yesNo(data.proofOfAddress) },
        // Asked only when the proof is in someone else's name (001 §5).
        ...(data.proofOfAddress
          ? []
          : [
              { label: 'CPF do titular', value: formatCpf(data.cpfOwner) },
              { label: 'RG do titular', value: data.rgOwner },
            ]),
        { label: 'Comprovante de residência', value: storedFile(userId, data.receipt, 'Ver comprovante') },
      ]}
    />
  );
}
