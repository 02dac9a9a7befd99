import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isPendingPunch,
  POINT_REGISTER_MSG,
  PUNCH_POLL_MS,
  PUNCH_RECORDING_MS,
  type PunchAnswer,
  type PunchBody,
  type PunchPending,
} from '@colabora/core/timeclock/point-register-api';
import { apiRequest } from '@/lib/api-client';
import { todayPointsKey, type TodayPointsAnswer } from './today-points';
import { pause } from '@/lib/pause';

/** The punch being recorded (the server answered 202), until its receipt comes: "Registrando…" where it shows. */
export type RecordingPunch = PunchPending['pending'] | null;
const recordingKey = ['timeclock', 'punch-recording'] as const;

/** The receipt did not come in PUNCH_RECORDING_MS: the punch is the server's, its receipt will be in the list. */
export class PunchStillRecording extends Error {
  constructor() {
    super(POINT_REGISTER_MSG.recordingLate);
  }
}

/**
 * POST /api/point-registers (002 §7.1): which point the person meant; the server records its own time and decides.
 * Sent with an Idempotency-Key (the manifest marks it idempotent): a retry after a lost answer records once. A punch
 * the server took but has not numbered yet is answered 202: its receipt is asked for with its key (ASKING_HEADER)
 * until it comes (201), issue 25. A failure while asking again is not a failed
 * punch: the server has it.
 */
async function punch(body: PunchBody, onRecording: (recording: RecordingPunch) => void): Promise<PunchAnswer> {
  const idempotencyKey = crypto.randomUUID();
  let reply = await apiRequest('punch', { body, idempotencyKey });
  const giveUp = Date.now() + PUNCH_RECORDING_MS;
  // The first answer says what is being recorded; an ask's 202 says only that it still is.
  if (isPendingPunch(reply)) onRecording(reply.pending);
  while (isPendingPunch(reply)) {
    if (Date.now() > giveUp) throw new PunchStillRecording();
    await pause(PUNCH_POLL_MS);
    reply = await apiRequest('punch', { body, idempotencyKey, asking: true }).catch(() => reply);
  }
  return reply;
}

/** The punch being recorded, if any: the dialog and the receipts card show it as "Registrando…". */
export function useRecordingPunch(): RecordingPunch {
  const { data } = useQuery({ queryKey: recordingKey, queryFn: (): RecordingPunch => null, enabled: false, initialData: null, staleTime: Infinity });
  return data;
}

export function usePunch() {
  const queryClient = useQueryClient();
  const setRecording = (recording: RecordingPunch) => queryClient.setQueryData<RecordingPunch>(recordingKey, recording);
  return useMutation({
    mutationFn: (body: PunchBody) => punch(body, setRecording),
    // No notice: the dialog tells the outcome (register-point-dialog.tsx).
    // The answer carries the day with the punch in it: shown as is, not asked for again.
    onSuccess: ({ today }) => queryClient.setQueryData<TodayPointsAnswer>(todayPointsKey, { ...today, receivedAt: performance.now() }),
    // A failed punch may still have been recorded: the day is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: todayPointsKey }),
    onSettled: () => setRecording(null),
  });
}
