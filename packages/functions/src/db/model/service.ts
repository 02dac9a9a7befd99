import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { refusal, type EntityTable } from './table';
import type { TransactionPart } from './write';
import type { Schema } from './types';

/** What a transaction answers: canceled or not, and per part (in order) DynamoDB's reason ('None' when it had none). */
export interface TransactionResult {
  canceled: boolean;
  data: { rejected: boolean; code: string; message?: string }[];
}

interface CancellationReason {
  Code?: string;
  Message?: string;
}

/** Entities by name, each keeping its own types. */
type Entities = Record<string, Pick<EntityTable<Schema>, 'binding'>>;

/** The entities of the one table, bound to its client, and the transactions that span them. */
export class Service<E extends Entities> {
  readonly transaction: {
    write: (build: (entities: E) => TransactionPart[]) => { go: () => Promise<TransactionResult>; params: () => { TransactItems: TransactionPart[] } };
  };

  constructor(
    readonly entities: E,
    { client, table }: { client: DynamoDBDocumentClient; table: string },
  ) {
    for (const entity of Object.values(entities)) entity.binding = { client, table };
    this.transaction = {
      write: (build) => {
        const params = () => ({ TransactItems: build(entities) });
        return {
          params,
          go: async () => {
            const { TransactItems } = params();
            if (TransactItems.length === 0) return { canceled: false, data: [] };
            try {
              await client.send(new TransactWriteCommand({ TransactItems } as never));
              return { canceled: false, data: TransactItems.map(() => ({ rejected: false, code: 'None' })) };
            } catch (error) {
              const reasons = (error as { name?: string; CancellationReasons?: CancellationReason[] }).CancellationReasons;
              if ((error as Error).name !== 'TransactionCanceledException' || !reasons) {
                throw refusal(error);
              }
              return {
                canceled: true,
                data: reasons.map(({ Code, Message }) => ({ rejected: (Code ?? 'None') !== 'None', code: Code ?? 'None', message: Message })),
              };
            }
          },
        };
      },
    };
  }
}
