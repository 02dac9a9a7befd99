import { isHttpError } from './http-error';
import { describe, expect, it } from 'vitest';
import { readJsonBody } from './json-body';

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('JSON bodies', () => {
  it('parses JSON, plain or base64', () => {
    expect(readJsonBody({ body: '{"a":1}', headers: json, isBase64Encoded: false })).toEqual({ a: 1 });
    const encoded = Buffer.from('{"nome":"Ação"}').toString('base64');
    expect(readJsonBody({ body: encoded, headers: json, isBase64Encoded: true })).toEqual({ nome: 'Ação' });
  });

  it('an absent or empty body is nothing, whatever the content type', () => {
    expect(readJsonBody({ body: undefined, headers: json, isBase64Encoded: false })).toBeUndefined();
    expect(readJsonBody({ body: '', headers: json, isBase64Encoded: false })).toBeUndefined();
  });

  it('other content types stay text', () => {
    expect(readJsonBody({ body: 'a=1', headers: { 'content-type': 'text/plain' }, isBase64Encoded: false })).toBe('a=1');
  });

  it('malformed JSON is a 400', () => {
    try {
      readJsonBody({ body: '{"a":', headers: json, isBase64Encoded: false });
      expect.unreachable();
    } catch (error) {
      expect(isHttpError(error) && error.statusCode).toBe(400);
    }
  });
});
