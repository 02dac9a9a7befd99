import { isHttpError } from './http-error';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
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

describe('texts in JSON bodies', () => {
  const read = (data: unknown) => readJsonBody({ body: JSON.stringify(data), headers: json, isBase64Encoded: false });

  it('come in composed form: an accent typed as two characters is one', () => {
    const decomposed = 'Conceic\u0327a\u0303o'; // 'Conceição' as macOS pastes it
    expect(decomposed).not.toBe('Conceição');
    expect(read({ fullName: decomposed, dependents: [{ name: decomposed }] })).toEqual({
      fullName: 'Conceição',
      dependents: [{ name: 'Conceição' }],
    });
  });

  it.each([
    ['a bidirectional override', 'contrato\u202Efdp.exe'],
    ['a zero-width space', 'Ana\u200BPaula'],
    ['a control character', 'Ana\u0007'],
    ['a byte-order mark', '\uFEFFAna'],
  ])('with %s are refused, naming the field (400)', (_, text) => {
    try {
      read({ dependents: [{ name: text }] });
      expect.unreachable();
    } catch (error) {
      expect(isHttpError(error) && error.statusCode).toBe(400);
      expect((error as { message: string }).message).toBe(SERVER_MSG.unsafeText);
      expect((error as { errors?: Record<string, string> }).errors).toEqual({ 'dependents.0.name': SERVER_MSG.unsafeText });
    }
  });

  it('keep line breaks and tabs (reasons, observations)', () => {
    expect(read({ reason: 'Linha 1\nLinha 2\tfim' })).toEqual({ reason: 'Linha 1\nLinha 2\tfim' });
  });
});
