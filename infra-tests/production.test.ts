import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../stacks/Api';
import { Data } from '../stacks/Data';
import { Files } from '../stacks/Files';
import { cfnLintPath } from '../scripts/system-deps';
import { resources } from './cfn';
import { cfnLintErrors } from './cfn-lint';
import { expectRecordsDenyPolicy } from './rep-records-policy';
import { synth, type Synthesized } from './synth';

// Production refuses to deploy without someone to hear its alarms, nor without the program's version, its developer
// and the signers of the art. 89 Atestado (stacks/settings.ts).
const PRODUCTION_SETTINGS = {
  ALARM_EMAIL: 'alarmes@empresa.com.br',
  PROGRAM_VERSION: '1.0',
  DEVELOPER_NAME: 'Colabora Sistemas Ltda',
  TECHNICAL_LEAD_NAME: 'Ana Técnica',
  TECHNICAL_LEAD_CPF: '529.982.247-25',
  LEGAL_REPRESENTATIVE_NAME: 'Bruno Legal',
  LEGAL_REPRESENTATIVE_CPF: '111.444.777-35',
};

let app: Synthesized;
beforeAll(async () => {
  Object.assign(process.env, PRODUCTION_SETTINGS);
  app = await synth('production');
});
afterAll(() => {
  for (const name of Object.keys(PRODUCTION_SETTINGS)) delete process.env[name];
  app?.cleanup();
});

describe('the production stage', () => {
  it('retains both tables (the main one and the REP records), with deletion protection', () => {
    const tables = resources(app.template(Data), 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(2);
    for (const [id, table] of tables) {
      expect(table, id).toMatchObject({ DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain', Properties: { DeletionProtectionEnabled: true } });
    }
  });

  it('denies every principal any update, delete, batch write or PartiQL change in the REP records (./rep-records-policy.ts)', () => {
    expectRecordsDenyPolicy(app.template(Data));
  });

  it('retains the files bucket and never empties it', () => {
    app.template(Files).hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    app.template(Files).resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });

  // Its own templates (retained table and bucket) are linted too; template-lint.ts lints the 'test' stage's.
  const cfnLint = cfnLintPath();
  it.skipIf(!cfnLint)('has no cfn-lint error in any synthesized template (skipped when cfn-lint is not installed)', () => {
    expect(cfnLintErrors(cfnLint ?? 'cfn-lint', app.templateFiles())).toEqual([]);
  });

  it('still removes the stateless resources', () => {
    for (const type of ['AWS::Lambda::Function', 'AWS::ApiGatewayV2::Api', 'AWS::IAM::Role']) {
      for (const [id, found] of resources(app.template(Api), type)) {
        expect(found.DeletionPolicy ?? 'Delete', id).toBe('Delete');
      }
    }
  });
});
