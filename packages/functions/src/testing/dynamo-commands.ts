import { documentClient } from '../db/client';

export interface SentCommand {
  name: string;
  select?: string;
  /** A batch read's keys, all tables together. */
  keys?: number;
  /** A transaction's items. */
  items?: number;
}

/** Records the DynamoDB commands that code in this test file sends, until `stop()`. */
export function watchDynamoCommands(): { commands: SentCommand[]; stop(): void } {
  const commands: SentCommand[] = [];
  const name = `watch-${Math.random()}`;
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Select?: string; RequestItems?: Record<string, { Keys?: unknown[] }>; TransactItems?: unknown[] };
      const batchGet = String(context.commandName).startsWith('BatchGet');
      const keys = batchGet ? Object.values(input.RequestItems ?? {}).reduce((sum, table) => sum + (table.Keys?.length ?? 0), 0) : undefined;
      commands.push({ name: String(context.commandName), select: input.Select, keys, items: input.TransactItems?.length });
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { commands, stop: () => void documentClient.middlewareStack.remove(name) };
}

/**
 * Every DynamoDB call of this test file fails as if the service had stopped answering, until `stop()`: at once,
 * or (`afterCommit`) from the first committed transaction on, to show that what a call answers after its write
 * does not depend on another read.
 */
export function stopDynamo({ afterCommit = false } = {}): { stop(): void } {
  let stopped = !afterCommit;
  const name = `stop-dynamo-${Math.random()}`;
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (stopped) throw Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' });
      const result = await next(args);
      if (String(context.commandName).startsWith('TransactWrite')) stopped = true;
      return result;
    },
    { step: 'initialize', name },
  );
  return { stop: () => void documentClient.middlewareStack.remove(name) };
}
