import { describe, expect, it } from 'vitest';
import { NO_CONDITIONS } from './checkup';
import { DISMISSAL_MSG } from './messages';
import { recordedConditions, stabilityJustificationIssue, stabilityJustificationRequired } from './stability';

describe('the stability guard', () => {
  it('remembers every stability condition ticked in the process, not other conditions', () => {
    expect(recordedConditions([], { ...NO_CONDITIONS, otherConditions: true })).toEqual([]);
    expect(recordedConditions(['pregnant'], { ...NO_CONDITIONS, workAccident: true })).toEqual(['pregnant', 'workAccident']);
    expect(recordedConditions(['pregnant'], NO_CONDITIONS)).toEqual(['pregnant']);
  });

  it('asks for a justification to dismiss without just cause someone with a recorded condition', () => {
    const withoutCause = { dismissalOrigin: 'company', justCause: false } as const;
    expect(stabilityJustificationRequired(['pregnant'], withoutCause)).toBe(true);
    expect(stabilityJustificationRequired(['pregnant'], { dismissalOrigin: 'agreement', justCause: false })).toBe(true);
    expect(stabilityJustificationRequired(['pregnant'], { dismissalOrigin: 'company', justCause: true })).toBe(false);
    expect(stabilityJustificationRequired(['pregnant'], { dismissalOrigin: 'collaborator', justCause: false })).toBe(false);
    expect(stabilityJustificationRequired([], withoutCause)).toBe(false);
    expect(stabilityJustificationIssue(['pregnant'], { ...withoutCause, stabilityJustification: ' ' })).toBe(
      DISMISSAL_MSG.stabilityJustificationRequired,
    );
    expect(stabilityJustificationIssue(['pregnant'], { ...withoutCause, stabilityJustification: 'Gestação encerrada há 7 meses.' })).toBeNull();
  });
});
