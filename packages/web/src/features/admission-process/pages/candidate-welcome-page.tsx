import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { LoadingScreen } from '@/components/loading-screen';
import { RetryAlert } from '@/components/retry-alert';
import { useSession, useSessionUser } from '@/lib/use-session';
import { candidateQueryOptions } from '../api/get-candidate';
import { OfferSummary } from '../components/offer-summary';
import { TermsForm } from '../components/terms-form';
import { WELCOME_MSG } from '../messages';

/** /collaborator: the candidate's welcome with the offer and the terms (spec 001 §2, §4). */
export function CandidateWelcomePage() {
  const user = useSessionUser();
  const storedInvite = useSession()?.invite ?? null;
  const candidate = useQuery(candidateQueryOptions(user._id));

  if (candidate.isPending) return <LoadingScreen />;
  if (candidate.isError) {
    return (
      <RetryAlert message={WELCOME_MSG.unavailable} retrying={candidate.isFetching} onRetry={() => void candidate.refetch()} />
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <OfferSummary candidate={candidate.data} />
      <Paper variant="outlined" sx={{ p: 4 }}>
        <TermsForm invite={candidate.data.invite ?? storedInvite} />
      </Paper>
    </Stack>
  );
}
