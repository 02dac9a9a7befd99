// Machine-readable codes of the refusals the SPA must tell apart. An error answer is {message[, code][, errors]}:
// `message` is our Portuguese text for the person, `code` is what the SPA decides on, never the wording.
// A refusal with a code carries a reason the person has to read (what happened and what to do), so the SPA
// shows its message even where a screen otherwise shows its own fixed failure text.
export const API_ERROR_CODES = [
  /** A step HR approved cannot be saved again (409). */
  'stepAlreadyApproved',
  /** The steps open only once the candidate accepted the terms on the welcome page (403). */
  'termsNotAccepted',
  /** The invite's limit date passed: HR must set a new one (403). */
  'inviteExpired',
  /** The admission is over: the person signs in at '/' (403 at the invite sign-in, 409 on the invite calls). */
  'admissionConcluded',
  /** The candidate created the password and waits for HR to activate them; an e-mail will say when (403). */
  'awaitingActivation',
  /** An active person's job role, department, regime or pay changes only through a promotion (409). */
  'changeByPromotion',
  /** A journey with collaborators is neither edited, deactivated nor removed (409; 002 §2.9, §6). */
  'journeyInUse',
  /** The dismissal cannot be concluded before the checkup is approved and the dismissal data saved (409; 002 §8). */
  'dismissalIncomplete',
  /** A worked notice runs until its departure date: the dismissal is concluded from that day on (409; issue 20 §4). */
  'noticeRunning',
  /** Paying or compensating more hours than the bank has needs HR's confirmation (409; issue 20 §4). */
  'bankWouldGoNegative',
  /** An adjustment's time no longer fits the day it adjusts: HR reproves it (409; issue 20 §4). */
  'adjustmentOutOfOrder',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}
