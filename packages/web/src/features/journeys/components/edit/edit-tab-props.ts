import type { Journey } from '@colabora/core/workday/schema';
import type { JourneyValues } from '../../journey-form-values';

export interface EditTabProps {
  journey: Journey;
  /** The journey as the three forms hold it. */
  values: JourneyValues;
  /** After the tab saved (spec 002 §2.9: each tab saves alone, then goes back), or on VOLTAR. */
  toList: () => void;
}

/** Runs a save, then goes back; a refusal was already told, so the tab stays for another try. */
export async function saveThen(request: Promise<unknown>, done: () => void): Promise<void> {
  await request.then(done, () => undefined);
}
