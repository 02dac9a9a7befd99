import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for ViaCEP (CEP_SERVICE_URL) with known answers, for the CEP lookup's tests.

export const PAULISTA = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

/** ViaCEP's answers: a known CEP, {erro:true}, a slow one, a broken one. */
function viaCepStub(): Server {
  return createServer((request, response) => {
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1];
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (cep === '01310100') return send(200, PAULISTA);
    if (cep === '99999999') return send(200, { erro: true });
    if (cep === '88888888') return send(200, { erro: 'true' });
    if (cep === '55555555') return send(500, { message: 'falhou' });
    if (cep === '44444444') return void setTimeout(() => send(200, PAULISTA), 4000);
    return send(404, {});
  });
}

/** Starts the stub and points CEP_SERVICE_URL at it; answers the function that stops it and restores the variable. */
export async function startViaCepStub(): Promise<() => Promise<void>> {
  const previous = process.env.CEP_SERVICE_URL;
  const server = viaCepStub();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.CEP_SERVICE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  return async () => {
    process.env.CEP_SERVICE_URL = previous;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
