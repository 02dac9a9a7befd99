import { describe, expect, it } from 'vitest';
import { cfnLintPath } from '../scripts/system-deps';
import { CREATABLE_NODE_RUNTIMES, LAMBDA_RUNTIME } from '../stacks/lambda-runtime';
import { Api } from '../stacks/Api';
import { Jobs } from '../stacks/Jobs';
import { appFunctions, resources } from './cfn';
import { cfnLintErrors } from './cfn-lint';
import { testStage } from './test-stage';

// What CloudFormation would refuse, caught before a deploy: the runtimes Lambda still creates functions on, and
// cfn-lint (AWS's template linter) on every template of the 'test' stage. Run by stacks.test.ts.

const cfnLint = cfnLintPath();
if (!cfnLint) console.warn('cfn-lint is not installed (scripts/system-deps.ts): the synthesized templates were NOT linted.');

describe('what CloudFormation deploys', () => {
  it(`runs the app's functions on ${LAMBDA_RUNTIME}, and every other function on a runtime Lambda still creates functions on`, () => {
    const templates = testStage().templates();
    for (const stack of [Api, Jobs]) {
      for (const [id, fn] of appFunctions(testStage().template(stack)).values()) expect(fn.Properties.Runtime, id).toBe(LAMBDA_RUNTIME);
    }
    const functions = templates.flatMap((template) => resources(template, 'AWS::Lambda::Function'));
    expect(functions.length).toBeGreaterThan(0);
    for (const [id, fn] of functions) expect(CREATABLE_NODE_RUNTIMES, id).toContain(fn.Properties.Runtime as string);
  });

  it.skipIf(!cfnLint)('has no cfn-lint error in any synthesized template (skipped when cfn-lint is not installed)', () => {
    const files = testStage().templateFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(cfnLintErrors(cfnLint ?? 'cfn-lint', files)).toEqual([]);
  });
});
