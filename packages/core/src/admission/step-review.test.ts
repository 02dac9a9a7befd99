import { describe, expect, it } from 'vitest';
import { refuseStepSchema, updateStepBodySchema } from './step-review';
import { issuesByPath, messagesAt } from './testing/issues';

describe('refusing a step (spec 000 §5)', () => {
  it('requires a reason', () => {
    expect(messagesAt(refuseStepSchema.safeParse({ reason: '  ' }), 'reason')).toEqual(['Campo obrigatório']);
    expect(messagesAt(refuseStepSchema.safeParse({}), 'reason')).toEqual(['Campo obrigatório']);
    expect(refuseStepSchema.parse({ reason: ' Foto ilegível ' })).toEqual({ reason: 'Foto ilegível' });
    expect(messagesAt(refuseStepSchema.safeParse({ reason: 'x'.repeat(501) }), 'reason')).toEqual(['Máximo 500 caracteres']);
  });
});

describe('PUT users/update-step (spec 001 §7)', () => {
  it('approves, or disapproves with a reason', () => {
    expect(updateStepBodySchema.parse({ stepName: 'DOCUMENTS', status: 'approved', reason: 'x' })).toEqual({
      stepName: 'DOCUMENTS',
      status: 'approved',
    });
    expect(updateStepBodySchema.safeParse({ stepName: 'ADDRESS', status: 'disapproved', reason: 'CEP errado' }).success).toBe(true);
    expect(issuesByPath(updateStepBodySchema.safeParse({ stepName: 'ADDRESS', status: 'disapproved' }))).toEqual({
      reason: ['Campo obrigatório'],
    });
  });

  it('refuses unknown steps and statuses', () => {
    expect(messagesAt(updateStepBodySchema.safeParse({ stepName: 'EXAMS', status: 'approved' }), 'stepName')).toEqual([
      'Campo obrigatório',
    ]);
    expect(messagesAt(updateStepBodySchema.safeParse({ stepName: 'ADDRESS', status: 'notFilled' }), 'status')).toEqual([
      'Campo obrigatório',
    ]);
  });
});
