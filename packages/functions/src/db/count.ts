import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client';

/**
 * Counts what a query matches without reading the items (Select COUNT), following every page.
 * Takes the params of a named access pattern (`entity.query.x(…).params()`), so keys stay in entity files.
 */
export async function countMatching(params: QueryCommandInput): Promise<number> {
  let total = 0;
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await documentClient.send(new QueryCommand({ ...params, Select: 'COUNT', ExclusiveStartKey: start }));
    total += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return total;
}
