import { describe, expect, it } from 'vitest';
import { initialSteps, STEP_NAMES, type Steps } from '@colabora/core/admission/steps';
import { SERVER_MSG } from '@colabora/core/messages';
import {
  assertOwnStepSave,
  assertStepEditable,
  assertTermsAccepted,
  roleAfterSteps,
  stepsAfterCandidateSave,
  stepsAfterHiringData,
  stepsAfterReview,
} from './step-rules';

const withStatus = (status: Steps['HIRING_DATA']['status'], reason: string | null = null): Steps =>
  Object.fromEntries(STEP_NAMES.map((name) => [name, { status, reason }])) as Steps;

describe('step rules', () => {
  it('only the candidate filling the steps saves their own step', () => {
    expect(() => assertOwnStepSave({ id: 'a', role: 'ADMISSION_PROCESS' }, 'a')).not.toThrow();
    for (const caller of [
      { id: 'b', role: 'ADMISSION_PROCESS' },
      { id: 'a', role: 'WAITING_CONTRACT_SIGN' },
      { id: 'a', role: 'HUMAN_RESOURCES_MANAGMENT' },
    ] as const) {
      expect(() => assertOwnStepSave(caller, 'a')).toThrow(SERVER_MSG.forbidden);
    }
  });

  it('the steps open only once the terms are accepted', () => {
    expect(() => assertTermsAccepted({ accepted: true })).not.toThrow();
    for (const invite of [{ accepted: false }, null]) {
      expect(() => assertTermsAccepted(invite)).toThrow(expect.objectContaining({ statusCode: 403, code: 'termsNotAccepted' }));
      expect(() => assertTermsAccepted(invite)).toThrow(SERVER_MSG.termsNotAccepted);
    }
  });

  it('an approved step is final for the candidate; a save puts it under analysis without the old reason', () => {
    expect(() => assertStepEditable(withStatus('approved'), 'ADDRESS')).toThrow(SERVER_MSG.stepAlreadyApproved);
    expect(() => assertStepEditable(withStatus('approved'), 'ADDRESS')).toThrow(expect.objectContaining({ code: 'stepAlreadyApproved' }));
    expect(() => assertStepEditable(withStatus('disapproved', 'x'), 'ADDRESS')).not.toThrow();
    const saved = stepsAfterCandidateSave(withStatus('disapproved', 'Foto escura'), 'ADDRESS');
    expect(saved.ADDRESS).toEqual({ status: 'underAnalysis', reason: null });
    expect(saved.BANK_DATA).toEqual({ status: 'disapproved', reason: 'Foto escura' });
  });

  it('HR reviews only a step under analysis; a disapproval keeps its reason', () => {
    const steps = withStatus('underAnalysis');
    expect(stepsAfterReview(steps, { stepName: 'DOCUMENTS', status: 'disapproved', reason: 'Ilegível' }).DOCUMENTS).toEqual({
      status: 'disapproved',
      reason: 'Ilegível',
    });
    expect(stepsAfterReview(steps, { stepName: 'DOCUMENTS', status: 'approved' }).DOCUMENTS.reason).toBeNull();
    for (const status of ['approved', 'disapproved', 'notFilled'] as const) {
      expect(() => stepsAfterReview(withStatus(status), { stepName: 'DOCUMENTS', status: 'approved' })).toThrow(
        SERVER_MSG.stepNotUnderAnalysis,
      );
    }
  });

  it('all six approved moves a candidate filling the steps to WAITING_CONTRACT_SIGN', () => {
    const fiveApproved = { ...withStatus('approved'), HIRING_DATA: { status: 'notFilled', reason: null } } as Steps;
    expect(roleAfterSteps('ADMISSION_PROCESS', fiveApproved)).toBe('ADMISSION_PROCESS');
    expect(roleAfterSteps('ADMISSION_PROCESS', stepsAfterHiringData(fiveApproved))).toBe('WAITING_CONTRACT_SIGN');
    expect(roleAfterSteps('WAITING_CONTRACT_SIGN', withStatus('approved'))).toBe('WAITING_CONTRACT_SIGN');
    expect(roleAfterSteps('EMPLOYEE', withStatus('approved'))).toBe('EMPLOYEE');
    expect(roleAfterSteps('ADMISSION_PROCESS', initialSteps())).toBe('ADMISSION_PROCESS');
  });
});
