import { BadRequest, PayloadTooLarge } from './http-error';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { SERVER_MSG } from '@colabora/core/messages';
import { hasUnsafeCharacters } from '@colabora/core/text';
import type { Reply } from './reply';

const JSON_TYPE = /^application\/(.+\+)?json\s*($|;)/i;

/** Bytes of the largest body a form sends, with room to spare (files go to S3, never in a body). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Nesting of the deepest form (a journey's breaks, a step's dependents) with room to spare. */
export const MAX_BODY_DEPTH = 32;

/** 400 unless the JSON text nests at most MAX_BODY_DEPTH levels: one linear pass, before anything recursive reads it. */
function assertShallow(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > MAX_BODY_DEPTH) throw new BadRequest(SERVER_MSG.bodyTooDeep);
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
}

/**
 * Every text of a body in composed form (an accent typed as two code points, as macOS pastes it, becomes one),
 * and none with invisible or control characters, whatever the field: 400 naming the first such field. Walks the
 * parsed value with its own stack (a body's depth never reaches the call stack) and cleans it in place.
 */
function cleanTexts(root: unknown): unknown {
  const holder: Record<string, unknown> = { body: root };
  const pending: { parent: Record<string, unknown> | unknown[]; key: string | number; path: string[] }[] = [
    { parent: holder, key: 'body', path: [] },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { parent, key, path } = next;
    const value = (parent as Record<string | number, unknown>)[key];
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) {
        throw new BadRequest(SERVER_MSG.unsafeText, { [path.join('.') || 'body']: SERVER_MSG.unsafeText });
      }
      (parent as Record<string | number, unknown>)[key] = value.normalize('NFC');
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) pending.push({ parent: value, key: i, path: [...path, String(i)] });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.keys(value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        pending.push({ parent: value as Record<string, unknown>, key: entries[i], path: [...path, entries[i]] });
      }
    }
  }
  return holder.body;
}

/**
 * The request body as data: JSON bodies parsed (malformed JSON, one over MAX_BODY_BYTES or nested deeper than
 * MAX_BODY_DEPTH, or anything but an object is a 400 or 413) with their texts cleaned (cleanTexts), an absent or
 * empty body is undefined even when a client sends a JSON content type with a GET, anything else stays text
 * for the action's schema to refuse.
 */
export function readJsonBody(event: Pick<APIGatewayProxyEventV2, 'body' | 'headers' | 'isBase64Encoded'>): unknown {
  const { body } = event;
  if (body === undefined || body === '') return undefined;
  // base64 is 4/3 of the bytes: either form over the cap is refused before it is decoded.
  if (body.length > (event.isBase64Encoded ? Math.ceil((MAX_BODY_BYTES * 4) / 3) : MAX_BODY_BYTES)) {
    throw new PayloadTooLarge(SERVER_MSG.bodyTooLarge);
  }
  const text = event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw new PayloadTooLarge(SERVER_MSG.bodyTooLarge);
  if (!JSON_TYPE.test(event.headers?.['content-type'] ?? '')) return text;
  assertShallow(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest(SERVER_MSG.invalidInput);
  }
  // Every form sends an object: a bare array, text, number, boolean or null is no call's input.
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BadRequest(SERVER_MSG.bodyNotObject);
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
