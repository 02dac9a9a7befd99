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

/** One table and the entities whose items live in it. */
export interface TableEntities {
  table: string;
  entities: Entities;
}

/** Every table's entities as one map (`{ a } | { b }` → `{ a } & { b }`). */
type AllEntities<T extends readonly TableEntities[]> =
  (T[number]['entities'] extends infer E ? (E extends unknown ? (entities: E) => void : never) : never) extends (entities: infer All) => void
    ? All
    : never;

/**
 * The entities of the app's tables, each bound to its table and the one client, and the transactions that span
 * them: a TransactWriteItems names each part's table, so one transaction may write items of several tables.
 */
export class Service<const T extends readonly TableEntities[]> {
  readonly entities: AllEntities<T>;
  readonly transaction: {
    write: (build: (entities: AllEntities<T>) => TransactionPart[]) => {
      go: () => Promise<TransactionResult>;
      params: () => { TransactItems: TransactionPart[] };
    };
  };

  constructor(client: DynamoDBDocumentClient, tables: T) {
    const entities: Entities = {};
    for (const { table, entities: inTable } of tables) {
      for (const [name, entity] of Object.entries(inTable)) {
        if (name in entities) throw new Error(`entity ${name} is in two tables`);
        entity.binding = { client, table };
        entities[name] = entity;
      }
    }
    this.entities = entities as AllEntities<T>;
    const all = this.entities;
    this.transaction = {
      write: (build) => {
        const params = () => ({ TransactItems: build(all) });
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
