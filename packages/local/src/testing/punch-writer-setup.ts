import { afterAll } from 'vitest';
import { startPunchQueue } from '@colabora/local/punch-queue';

// The punches' queue in every test file's process, before it imports anything (after env-setup.ts): point-register
// queues each punch to it, and it hands them to the writer's handler from the sources, in this process, so the
// writer reads the server clock a test set (testing/server-clock.ts). The local runtime hands them to the deployed
// writer bundle instead (runtime.ts).
const punchQueue = await startPunchQueue(async (event) => {
  const { handler } = await import('@colabora/functions/lambdas/punch-writer/handler');
  return handler(event, { awsRequestId: 'test', functionName: 'punch-writer' } as import('aws-lambda').Context);
});
Object.assign(process.env, punchQueue.env);
afterAll(() => punchQueue.stop());
