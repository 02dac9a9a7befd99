import type { CollaboratorDetail } from '../admission/contract';
import type { UploadedFile } from '../ground/uploaded-file';
import type { ActivityPeriod, ActivityType } from './terms';

// What the activity calls answer (spec 000 §7; 001 §7 'POST activity … updated user'), and the refusals of
// the server that the spec leaves to us.

/** A registered activity (GET /api/activity/{userId}, GET /api/activity/all/{userId}). */
export interface ActivityAnswer {
  _id: string;
  user: string;
  company: string;
  type: ActivityType;
  period: ActivityPeriod;
  date: string | null;
  startDate: string | null;
  finalDate: string | null;
  numberOfDays: number | null;
  withoutForecastOfEnding: boolean;
  reason: string | null;
  /** A vacation's days sold with it (abono pecuniário, CLT art. 143); null with none. */
  soldDays: number | null;
  document: UploadedFile | null;
  /** A leave with no forecast of end that HR ended: its real last day (what was registered stays as it was). */
  endedOn: string | null;
  /** The day the person works again; null while there is no forecast of end. */
  returnsOn: string | null;
  createdAt: string;
  createdBy: { _id: string; name: string };
}

/** POST /api/activity: the updated person, with the legal hints of the registration (warnings, never refusals). */
export type ActivityRegistered = CollaboratorDetail & { warnings: string[] };

export const ACTIVITY_REFUSAL = {
  notActive:
    'Só é possível registrar status de colaboradores ativos (em experiência, efetivados ou afastados). Atualize a página.',
  alreadyEnded: 'Este afastamento já foi encerrado. Atualize a página.',
} as const;
