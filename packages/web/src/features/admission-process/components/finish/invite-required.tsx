import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession, useSessionUser } from '@/lib/use-session';
import { candidateQueryOptions } from '../../api/get-candidate';
import { FINISH_MSG } from './finish-messages';

/**
 * The candidate's invite id, which the e-mail and password calls need: kept with the session at the
 * invite sign-in; a session without it (stored before it was kept) reads it from the candidate.
 */
function useInviteId(): { inviteId: string | null; isPending: boolean } {
  const user = useSessionUser();
  const stored = useSession()?.invite?._id ?? null;
  const candidate = useQuery({ ...candidateQueryOptions(user._id), enabled: stored === null });
  if (stored) return { inviteId: stored, isPending: false };
  return { inviteId: candidate.data?.invite?._id ?? null, isPending: candidate.isPending };
}

/** Shows `children` once the invite is known, and says what to do when it is not. */
export function InviteRequired({ children }: { children: (inviteId: string) => ReactNode }) {
  const { inviteId, isPending } = useInviteId();
  if (inviteId) return children(inviteId);
  if (isPending) return <CircularProgress aria-label="Carregando" />;
  return <Alert severity="error">{FINISH_MSG.noInvite}</Alert>;
}
