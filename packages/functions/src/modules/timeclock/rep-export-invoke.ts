import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';

// Starts the rep-export function without waiting for it (Lambda's asynchronous invocation: Lambda queues the event
// and answers at once). Locally AWS_ENDPOINT_URL_LAMBDA points the client at the runtime's stand-in
// (packages/local/src/gateway.ts), which runs the same bundle in the background.

const lambda = new LambdaClient({});

export async function invokeAsync(functionName: string, event: object): Promise<void> {
  await lambda.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(event) }));
}
