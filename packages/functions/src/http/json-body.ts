import { BadRequest } from './http-error';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SERVER_MSG } from '@colabora/core/messages';
import { hasUnsafeCharacters } from '@colabora/core/text';
import type { Reply } from './reply';

const JSON_TYPE = /^application\/(.+\+)?json\s*($|;)/i;

/**
 * Every text of a body in composed form (an accent typed as two code points, as macOS pastes it, becomes one),
 * and none with invisible or control characters, whatever the field: 400 naming the first such field.
 */
function cleanTexts(value: unknown, path: string[] = []): unknown {
  if (typeof value === 'string') {
    if (hasUnsafeCharacters(value)) {
      throw new BadRequest(SERVER_MSG.unsafeText, { [path.join('.') || 'body']: SERVER_MSG.unsafeText });
    }
    return value.normalize('NFC');
  }
  if (Array.isArray(value)) return value.map((item, i) => cleanTexts(item, [...path, String(i)]));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanTexts(item, [...path, key])]));
  }
  return value;
}

/**
 * The request body as data: JSON bodies parsed (malformed JSON is a 400) with their texts cleaned
 * (cleanTexts), an absent or empty body is undefined even when a client sends a JSON content type with a GET,
 * anything else stays text for the action's schema to refuse.
 */
export function readJsonBody(event: Pick<APIGatewayProxyEventV2, 'body' | 'headers' | 'isBase64Encoded'>): unknown {
  const { body } = event;
  if (body === undefined || body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
  if (!JSON_TYPE.test(event.headers?.['content-type'] ?? '')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest(SERVER_MSG.invalidInput);
  }
  return cleanTexts(parsed);
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
