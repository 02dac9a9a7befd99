import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CONTRACT_MSG, CONTRACT_NAMES, type ContractFile, type ContractName, contractsToSign, employmentContractSigned } from '@colabora/core/admission/admission-files';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { appPath } from '@colabora/core/navigation/app-routes';
import { Link as RouterLink } from 'react-router';
import { BusyButton } from '@/components/dialogs/busy-button';
import { CandidateFrame } from '../candidate-frame';
import { ContractCard } from './contract-card';
import { FINISH_MSG } from './finish-messages';

interface ContractsPanelProps {
  candidate: CollaboratorDetail;
  /** The candidate is being read again (VERIFICAR ASSINATURA). */
  checking: boolean;
  onCheck: () => void;
}

function SignedNotice() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Alert severity="success">{CONTRACT_MSG.signed}</Alert>
      {/* 001 §2 links this button to /create-password, but the API creates the password only after the
          e-mail confirmation, so the flow of 001 §4 goes through /email-confirm first. */}
      <Button component={RouterLink} to={appPath('emailConfirm')} variant="contained" size="large">
        {CONTRACT_MSG.createPassword}
      </Button>
    </Stack>
  );
}

/**
 * /steps/contract (001 §2 'Contract page', §4): the contracts HR sent, each with its status; one waiting
 * for signature is read and signed here. Once the employment contract is signed the page leads on to
 * the password.
 */
export function ContractsPanel({ candidate, checking, onCheck }: ContractsPanelProps) {
  const signed = employmentContractSigned(candidate.contracts);
  const contracts = CONTRACT_NAMES.flatMap((name): { name: ContractName; file: ContractFile }[] => {
    const file = candidate.contracts[name];
    return file ? [{ name, file }] : [];
  });
  const awaitingSignature = contractsToSign(candidate.contracts).length > 0;

  return (
    <CandidateFrame title={FINISH_MSG.contractTitle} description={FINISH_MSG.contractIntro}>
      <Stack spacing={3}>
        {signed && <SignedNotice />}
        {!signed && !awaitingSignature && <Alert severity="info">{CONTRACT_MSG.waitForEmail}</Alert>}
        {contracts.map(({ name, file }) => (
          <ContractCard key={`${name}:${file.key}`} userId={candidate._id} name={name} file={file} />
        ))}
        {!signed && (
          <BusyButton variant="outlined" busy={checking} onClick={onCheck} sx={{ alignSelf: 'flex-start' }}>
            {CONTRACT_MSG.checkSignature}
          </BusyButton>
        )}
      </Stack>
    </CandidateFrame>
  );
}
