import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SERVER_MSG } from '@colabora/core/messages';
import { Forbidden } from './http-error';
import type { Reply } from './reply';

// In AWS the API's execute-api address is public: without this check anyone could skip CloudFront (and its WAF)
// and send a made-up CloudFront-Viewer-Address. CloudFront adds this header with the stage's secret to every
// call it forwards (stacks/Web.ts); a call without it did not come through the site. Locally the gateway plays
// CloudFront and adds it too.

export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The variable holding the secret; unset (unit tests) means no CloudFront in front to check. */
export const ORIGIN_VERIFY_ENV = 'ORIGIN_VERIFY';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses (403) a call that did not come through the site's CloudFront. */
export function originVerify(): MiddlewareObj<APIGatewayProxyEventV2, Reply> {
  return {
    before: (request) => {
      const expected = process.env[ORIGIN_VERIFY_ENV];
      if (!expected) return;
      const given = request.event.headers?.[ORIGIN_VERIFY_HEADER] ?? '';
      if (!sameSecret(given, expected)) throw new Forbidden(SERVER_MSG.forbidden);
    },
  };
}
