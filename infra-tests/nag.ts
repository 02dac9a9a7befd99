import { describe, expect, it } from 'vitest';
import { testStage } from './test-stage';

// cdk-nag's AwsSolutions rules on the whole app (the 'test' stage, checked by ./test-stage.ts; run by
// stacks.test.ts): every finding is either fixed in the stacks or suppressed, with its reason, in ./nag-suppressions.ts.

/** The rules' unsuppressed findings of one level, as `<construct path>: <rule>: <what>`. */
const findings = (level: 'error' | 'warning') =>
  testStage()
    .assembly()
    .stacks.flatMap((stack) => stack.messages)
    .filter((message) => message.level === level && String(message.entry.data).startsWith('AwsSolutions-'))
    .map((message) => `${message.id}: ${String(message.entry.data).split('\n')[0]}`);

describe('cdk-nag AwsSolutions', () => {
  it('leaves no error unsuppressed in any stack', () => {
    expect(findings('error')).toEqual([]);
  });

  it('leaves no warning unsuppressed in any stack', () => {
    expect(findings('warning')).toEqual([]);
  });
});
