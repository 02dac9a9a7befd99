import type { Journey } from '@colabora/core/workday/schema';

// The edit screen gets the journey chosen on the list through the router's state (spec 002 §2.9: the edit
// link carries the selected journey). The browser keeps that state with the history entry, so a reload
// still has it; an address typed by hand does not, and the screen then asks to choose from the list.

interface EditJourneyState {
  journey: Journey;
}

export function editJourneyState(journey: Journey): EditJourneyState {
  return { journey };
}

export function journeyFromState(state: unknown): Journey | null {
  if (typeof state !== 'object' || state === null || !('journey' in state)) return null;
  const { journey } = state as Partial<EditJourneyState>;
  return journey && typeof journey._id === 'string' ? journey : null;
}
