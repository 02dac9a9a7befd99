/** True when a single write was refused by its condition (the table layer wraps the SDK error as `cause`, db/model/entity.ts). */
export function isConditionFailure(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } } | null)?.cause;
  return cause?.name === 'ConditionalCheckFailedException';
}
