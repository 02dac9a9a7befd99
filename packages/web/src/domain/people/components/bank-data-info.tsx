import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { BANK_DATA_LABEL } from '@colabora/core/people/field-labels';
import { InfoGrid } from './info-grid';
import { storedFile } from './stored-file';

type Data = NonNullable<CollaboratorDetail['bankData']>;

export function BankDataInfo({ userId, data }: { userId: string; data: Data }) {
  return (
    <InfoGrid
      items={[
        { label: BANK_DATA_LABEL.bank, value: data.bank },
        { label: BANK_DATA_LABEL.agency, value: data.agency },
        { label: BANK_DATA_LABEL.typeAccount, value: data.typeAccount },
        { label: BANK_DATA_LABEL.account, value: data.account },
        { label: BANK_DATA_LABEL.digit, value: data.digit },
        {
          label: BANK_DATA_LABEL.photoBankAccountReceipt,
          value: storedFile(userId, data.photoBankAccountReceipt, 'Ver comprovante'),
        },
      ]}
    />
  );
}
