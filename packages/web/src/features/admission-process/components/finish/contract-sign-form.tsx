import Stack from '@mui/material/Stack';
import { CONTRACT_MSG, signContractSchema, type ContractName } from '@colabora/core/admission/admission-files';
import { Form, Formik } from 'formik';
import { BusyButton } from '@/components/dialogs/busy-button';
import { AgreementField } from '@/components/form/agreement-field';
import { zodValidate } from '@/lib/zod-formik';
import { useSignContract } from '../../api/sign-contract';

interface SignValues {
  contract: ContractName;
  agreed: boolean;
}

const validate = zodValidate<SignValues>(signContractSchema);

/** The agreement and ASSINAR CONTRATO for one contract waiting for the candidate's signature. */
export function ContractSignForm({ userId, contract }: { userId: string; contract: ContractName }) {
  const sign = useSignContract(userId);

  async function submit(values: SignValues) {
    try {
      await sign.mutateAsync(signContractSchema.parse(values));
    } catch {
      // The mutation's notice says why; the agreement stays ticked for another try.
    }
  }

  return (
    <Formik<SignValues> initialValues={{ contract, agreed: false }} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack spacing={1} alignItems="flex-start">
            <AgreementField name="agreed" label={CONTRACT_MSG.signAgreement} />
            <BusyButton type="submit" busy={isSubmitting}>
              {CONTRACT_MSG.sign}
            </BusyButton>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
