import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { InfoGrid } from './info-grid';
import { storedFile } from './stored-file';

type Data = NonNullable<CollaboratorDetail['bankData']>;

export function BankDataInfo({ userId, data }: { userId: string; data: Data }) {
  return (
    <InfoGrid
      items={[
        { label: 'Banco', value: data.bank },
        { label: 'Agência', value: data.agency },
        { label: 'Tipo de conta', value: data.typeAccount },
        { label: 'Conta', value: data.account },
        { label: 'Dígito', value: data.digit },
        {
          label: 'Comprovante bancário',
          value: storedFile(userId, data.photoBankAccountReceipt, 'Ver comprovante'),
        },
      ]}
    />
  );
}
