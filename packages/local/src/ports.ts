import { createServer } from 'node:net';

export const HOST = '127.0.0.1';

/** A port the OS says is free right now (tests start everything on fresh ports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export class PortInUseError extends Error {
  constructor(
    readonly service: string,
    readonly port: number,
    readonly envName: string,
  ) {
    super(`A porta ${port} (${service}) já está em uso. Encerre o outro processo ou defina ${envName}=<outra porta>.`);
  }
}

/** Fails with a clear message (not a stack trace) when the port is taken. */
export function assertPortFree(service: string, port: number, envName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () => reject(new PortInUseError(service, port, envName)));
    server.listen(port, HOST, () => server.close(() => resolve()));
  });
}
