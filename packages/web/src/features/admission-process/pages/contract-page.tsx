import { CONTRACT_MSG, contractsToSign, employmentContractSigned } from '@colabora/core/admission/admission-files';
import { WIZARD_MSG } from '@colabora/core/admission/wizard';
import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '@/components/loading-screen';
import { notifyError, notifyInfo } from '@/lib/notify';
import { useSessionUser } from '@/lib/use-session';
import { candidateQueryOptions } from '../api/get-candidate';
import { CandidateFrame } from '../components/candidate-frame';
import { ContractsPanel } from '../components/finish/contracts-panel';
import { FINISH_MSG } from '../components/finish/finish-messages';
import { RetryAlert } from '@/components/retry-alert';

/** /steps/contract: read and sign the contracts, then go on to the password (001 §2 'Contract page'). */
export function ContractPage() {
  const user = useSessionUser();
  // Failures are told on the page (load) or by VERIFICAR ASSINATURA: no second notice.
  const candidate = useQuery({ ...candidateQueryOptions(user._id), meta: {} });

  async function checkSignature() {
    const { data, isError } = await candidate.refetch();
    if (isError) notifyError(WIZARD_MSG.loadFailed);
    else if (data && !employmentContractSigned(data.contracts)) {
      notifyInfo(contractsToSign(data.contracts).length > 0 ? CONTRACT_MSG.readyToSign : CONTRACT_MSG.stillWaiting);
    }
  }

  if (candidate.data) {
    return (
      <ContractsPanel candidate={candidate.data} checking={candidate.isFetching} onCheck={() => void checkSignature()} />
    );
  }
  if (!candidate.isError) return <LoadingScreen />;
  return (
    <CandidateFrame title={FINISH_MSG.contractTitle}>
      <RetryAlert message={WIZARD_MSG.loadFailed} retrying={candidate.isFetching} onRetry={() => void candidate.refetch()} />
    </CandidateFrame>
  );
}
