// Test helpers: a parse result's messages keyed by field path ('dependents.0.dependentCpf').
interface Issue {
  path: PropertyKey[];
  message: string;
}
type Result = { success: boolean; error?: { issues: Issue[] } };

/** Every message of every path. */
export function issuesByPath(result: Result): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byPath[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return byPath;
}

/** The messages at one path ([] when it is valid). */
export function messagesAt(result: Result, path: string): string[] {
  return issuesByPath(result)[path] ?? [];
}

/** Some valid numbers (check digits right) for fixtures. */
export const VALID_CPFS = ['529.982.247-25', '111.444.777-35', '123.456.789-09'] as const;
export const VALID_PIS = '120.56874.10-7';

export const SAMPLE_FILE = { key: 'uploads/company/user/photo.jpg', name: 'foto.jpg', size: 120_000 } as const;
