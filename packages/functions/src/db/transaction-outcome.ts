/** What a transaction reports for each item when canceled, in the order the items were given (db/model/service.ts). */
export interface TransactionOutcome {
  canceled: boolean;
  data: readonly { rejected: boolean; code?: string }[];
}

/** True when item `index` was refused by its own condition (not by a conflict with another writer). */
export function conditionFailed(outcome: TransactionOutcome, index: number): boolean {
  return outcome.canceled && outcome.data[index]?.code === 'ConditionalCheckFailed';
}

/** True when DynamoDB canceled the transaction because another one was writing the same items. */
export function lostRace(outcome: TransactionOutcome): boolean {
  return outcome.canceled && outcome.data.some((part) => part.code === 'TransactionConflict');
}
