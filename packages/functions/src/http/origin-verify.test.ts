import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { buildEvent } from './apigw-event';
import { ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_HEADER } from './origin-verify';
import { action, resourceHandler } from './resource-handler';
import { ok } from './reply';

// The route's action runs only for calls that came through CloudFront, which adds the stage's secret.
const handler = resourceHandler('cep', {
  lookupCep: action('lookupCep', async () => ok({ cep: '01001000', state: 'SP', city: 'São Paulo', neighborhood: 'Sé', publicPlace: 'Praça da Sé' })),
});
const call = (headers: Record<string, string>) =>
  handler(buildEvent({ routeName: 'lookupCep', params: { cep: '01001000' }, headers }), {} as never);

afterEach(() => {
  delete process.env[ORIGIN_VERIFY_ENV];
});

describe('calls around CloudFront', () => {
  it('are refused with 403 when the secret is missing or wrong, before the caller is even read', async () => {
    process.env[ORIGIN_VERIFY_ENV] = 'segredo-da-origem';
    const attempts: Record<string, string>[] = [{}, { [ORIGIN_VERIFY_HEADER]: 'outro' }, { [ORIGIN_VERIFY_HEADER]: 'segredo-da-origem-' }];
    for (const headers of attempts) {
      const answer = await call(headers);
      expect(answer.statusCode).toBe(403);
      expect(JSON.parse(answer.body ?? '{}')).toEqual({ message: SERVER_MSG.forbidden });
    }
  });

  it('go on to the usual checks with the secret (here: no session, 401)', async () => {
    process.env[ORIGIN_VERIFY_ENV] = 'segredo-da-origem';
    const answer = await call({ [ORIGIN_VERIFY_HEADER]: 'segredo-da-origem' });
    expect(answer.statusCode).toBe(401);
  });
});
