import { spawnSync } from 'node:child_process';
import path from 'node:path';

// Runs cfn-lint, AWS's CloudFormation linter (installed by scripts/system-deps.ts), on template files.

interface CfnLintMatch {
  Filename: string;
  Level: string;
  Rule: { Id: string };
  Message: string;
  Location: { Path: (string | number)[] };
}

/** cfn-lint's errors in these templates, as `<rule> <file> <path>: <message>` (its warnings are advice). */
export function cfnLintErrors(command: string, files: string[]): string[] {
  const run = spawnSync(command, ['--format', 'json', '--', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  const matches = JSON.parse(run.stdout || '[]') as CfnLintMatch[];
  return matches
    .filter((match) => match.Level === 'Error')
    .map((match) => `${match.Rule.Id} ${path.basename(match.Filename)} ${match.Location.Path.join('/')}: ${match.Message}`);
}
