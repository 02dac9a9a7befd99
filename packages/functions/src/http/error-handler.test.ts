import { BadGateway, Conflict, HttpError } from './http-error';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { errorReply } from './error-handler';

const body = (reply: ReturnType<typeof errorReply>) => JSON.parse(String(reply.body)) as unknown;

describe('error answers', () => {
  it('client errors keep their Portuguese message and field errors', () => {
    const reply = errorReply(new HttpError(400, 'Campo obrigatório', { name: 'Campo obrigatório' }));
    expect(reply.statusCode).toBe(400);
    expect(body(reply)).toEqual({ message: 'Campo obrigatório', errors: { name: 'Campo obrigatório' } });
    expect(reply.headers?.['content-type']).toMatch(/application\/json/);
  });

  it('a refusal the SPA acts on carries its machine-readable code beside the text', () => {
    const reply = errorReply(new Conflict(SERVER_MSG.stepAlreadyApproved).withCode('stepAlreadyApproved'));
    expect(reply.statusCode).toBe(409);
    expect(body(reply)).toEqual({ message: SERVER_MSG.stepAlreadyApproved, code: 'stepAlreadyApproved' });
    // Only the codes of the catalogue (core api-errors.ts) are sent.
    expect(body(errorReply(Object.assign(new HttpError(403, 'mensagem'), { code: 'qualquer' })))).toEqual({ message: 'mensagem' });
  });

  it('keeps 401, 403, 404, 409 and 429', () => {
    for (const status of [401, 403, 404, 409, 429]) {
      expect(errorReply(new HttpError(status, 'mensagem')).statusCode).toBe(status);
    }
  });

  it('anything else is a 500 with the generic text and no detail', () => {
    const reply = errorReply(new Error('ValidationException: secret detail'));
    expect(reply.statusCode).toBe(500);
    expect(body(reply)).toEqual({ message: SERVER_MSG.internal });
    expect(body(errorReply(new HttpError(503, 'down')))).toEqual({ message: SERVER_MSG.internal });
    expect(errorReply('thrown string').statusCode).toBe(500);
  });

  it('a failed dependency says what did and did not happen', () => {
    const reply = errorReply(new BadGateway('Não foi possível enviar o e-mail. Nada foi cadastrado.'));
    expect(reply.statusCode).toBe(502);
    expect(body(reply)).toEqual({ message: 'Não foi possível enviar o e-mail. Nada foi cadastrado.' });
  });
});
