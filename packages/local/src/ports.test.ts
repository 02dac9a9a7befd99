import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HOST, PortInUseError, assertPortFree, freePort } from './ports';

describe('ports', () => {
  it('says which variable to change when a port is taken', async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, HOST);
    await new Promise((resolve) => blocker.once('listening', resolve));
    try {
      const error = await assertPortFree('DynamoDB Local', port, 'DYNAMODB_PORT').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortInUseError);
      expect((error as Error).message).toBe(
        `A porta ${port} (DynamoDB Local) já está em uso. Encerre o outro processo ou defina DYNAMODB_PORT=<outra porta>.`,
      );
    } finally {
      blocker.close();
    }
  });

  it('accepts a free port', async () => {
    await expect(assertPortFree('app', await freePort(), 'PORT')).resolves.toBeUndefined();
  });
});
