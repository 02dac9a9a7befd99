import type { Checkup, StabilityCondition } from './checkup';
import { tickedStabilityConditions } from './checkup';
import { DISMISSAL_MSG } from './messages';
import type { StabilityFact } from './stability-facts';
import { terminationKind, type DismissalOrigin } from './termination';

// The stability guard (labour-law.md §5, beyond the spec). A ticked condition already blocks the checkup's
// approval (002 §4.5). A condition HR ticked and later cleared in the same process (the protection ended, or
// it was ticked by mistake) is remembered: dismissing that person without just cause then asks for a written
// justification, which the dismissal data and the person's history keep. The person's recorded leaves count
// too (stability-facts.ts): a maternity or INSS leave still protecting on the resignation date asks the same.

/** The stability conditions recorded in a process: those ticked before, and those ticked now. */
export function recordedConditions(before: readonly StabilityCondition[], checkup: Checkup): StabilityCondition[] {
  return [...new Set([...before, ...tickedStabilityConditions(checkup)])];
}

/**
 * A dismissal without just cause (by the company, or by agreement) of someone with a recorded condition, or with
 * a recorded leave whose protection is in force (`facts`: stability-facts.ts factsInForce).
 */
export function stabilityJustificationRequired(
  recorded: readonly StabilityCondition[],
  data: { dismissalOrigin: DismissalOrigin; justCause: boolean },
  facts: readonly StabilityFact[] = [],
): boolean {
  const kind = terminationKind(data);
  return recorded.length + facts.length > 0 && (kind === 'withoutCause' || kind === 'agreement');
}

/** The message on the justification field when it is required and blank, else null. */
export function stabilityJustificationIssue(
  recorded: readonly StabilityCondition[],
  data: { dismissalOrigin: DismissalOrigin; justCause: boolean; stabilityJustification: string | null },
  facts: readonly StabilityFact[] = [],
): string | null {
  if (!stabilityJustificationRequired(recorded, data, facts) || data.stabilityJustification?.trim()) return null;
  return recorded.length > 0 ? DISMISSAL_MSG.stabilityJustificationRequired : DISMISSAL_MSG.stabilityFactsJustificationRequired;
}
