import { documentClient } from '../db/client';

export interface SentCommand {
  name: string;
  select?: string;
}

/** Records the DynamoDB commands that code in this test file sends, until `stop()`. */
export function watchDynamoCommands(): { commands: SentCommand[]; stop(): void } {
  const commands: SentCommand[] = [];
  const name = `watch-${Math.random()}`;
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Select?: string };
      commands.push({ name: String(context.commandName), select: input.Select });
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { commands, stop: () => void documentClient.middlewareStack.remove(name) };
}
