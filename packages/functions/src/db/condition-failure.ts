/** True when a single write was refused by its condition (ElectroDB wraps the SDK error as `cause`). */
export function isConditionFailure(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string } } | null)?.cause;
  return cause?.name === 'ConditionalCheckFailedException';
}
