import { BadRequest } from './http-error';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SERVER_MSG } from '@colabora/core/messages';
import type { Reply } from './reply';

const JSON_TYPE = /^application\/(.+\+)?json\s*($|;)/i;

/**
 * The request body as data: JSON bodies parsed (malformed JSON is a 400), an absent or empty body is
 * undefined even when a client sends a JSON content type with a GET, anything else stays text for the
 * action's schema to refuse.
 */
export function readJsonBody(event: Pick<APIGatewayProxyEventV2, 'body' | 'headers' | 'isBase64Encoded'>): unknown {
  const { body } = event;
  if (body === undefined || body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
  if (!JSON_TYPE.test(event.headers?.['content-type'] ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest(SERVER_MSG.invalidInput);
  }
}

export interface ParsedBody {
  parsedBody?: unknown;
}

export function jsonBody(): MiddlewareObj<APIGatewayProxyEventV2 & ParsedBody, Reply> {
  return {
    before: (request) => {
      request.event.parsedBody = readJsonBody(request.event);
    },
  };
}
