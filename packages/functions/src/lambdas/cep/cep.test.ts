import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CepAddress } from '@colabora/core/admission/contract';
import { SERVER_MSG } from '@colabora/core/messages';
import { createCompany, createPerson } from '../../testing/fixtures';
import { invoke } from '../../testing/invoke';
import { startViaCepStub } from '../../testing/via-cep-stub';

// GET /api/cep/{cep} against a stub of ViaCEP (CEP_SERVICE_URL), and with ViaCEP unreachable.

let stopStub: () => Promise<void>;
let token: string;
beforeAll(async () => {
  stopStub = await startViaCepStub();
  token = (await createPerson((await createCompany()).id, { role: 'ADMISSION_PROCESS' })).token;
});
afterAll(() => stopStub());

const lookup = (cep: string) => invoke<CepAddress & { message?: string }>('lookupCep', { token, params: { cep } });

describe('GET /api/cep/{cep}', () => {
  it('answers the address, masked or not', async () => {
    for (const cep of ['01310100', '01.310-100', '01310-100']) {
      const answer = await lookup(cep);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        cep: '01310100',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Bela Vista',
        publicPlace: 'Avenida Paulista',
      });
    }
  });

  it("400 'CEP inválido.' when it is not 8 digits", async () => {
    for (const cep of ['0131010', '013101000', '0131010a']) {
      const answer = await lookup(cep);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('CEP inválido.');
    }
  });

  it('404 when ViaCEP does not know it ({erro: true} or 404)', async () => {
    for (const cep of ['99999999', '88888888', '12345678']) {
      const answer = await lookup(cep);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('CEP inválido ou não encontrado');
    }
  });

  it('503 when ViaCEP fails or takes more than 3 s: the form goes manual', async () => {
    for (const cep of ['55555555', '44444444']) {
      const answer = await lookup(cep);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(SERVER_MSG.cepUnavailable);
    }
  });

  it('503 when ViaCEP is unreachable (a closed port)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const url = process.env.CEP_SERVICE_URL;
    process.env.CEP_SERVICE_URL = `http://127.0.0.1:${port}/ws`;
    try {
      const answer = await lookup('01310100');
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe(SERVER_MSG.cepUnavailable);
    } finally {
      process.env.CEP_SERVICE_URL = url;
    }
  });

  it('needs a signed-in person', async () => {
    expect((await invoke('lookupCep', { params: { cep: '01310100' } })).status).toBe(401);
  });
});
