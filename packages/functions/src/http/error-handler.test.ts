import createError from 'http-errors';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { errorReply } from './error-handler';

const body = (reply: ReturnType<typeof errorReply>) => JSON.parse(String(reply.body)) as unknown;

describe('error answers', () => {
  it('client errors keep their Portuguese message and field errors', () => {
    const reply = errorReply(createError(400, 'Campo obrigatório', { errors: { name: 'Campo obrigatório' } }));
    expect(reply.statusCode).toBe(400);
    expect(body(reply)).toEqual({ message: 'Campo obrigatório', errors: { name: 'Campo obrigatório' } });
    expect(reply.headers?.['content-type']).toMatch(/application\/json/);
  });

  it('keeps 401, 403, 404, 409 and 429', () => {
    for (const status of [401, 403, 404, 409, 429]) {
      expect(errorReply(createError(status, 'mensagem')).statusCode).toBe(status);
    }
  });

  it('anything else is a 500 with the generic text and no detail', () => {
    const reply = errorReply(new Error('ValidationException: secret detail'));
    expect(reply.statusCode).toBe(500);
    expect(body(reply)).toEqual({ message: SERVER_MSG.internal });
    expect(body(errorReply(createError(503, 'down')))).toEqual({ message: SERVER_MSG.internal });
    expect(errorReply('thrown string').statusCode).toBe(500);
  });
});
