import { isHttpError } from './http-error';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@colabora/core/messages';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH, readJsonBody } from './json-body';

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

describe('hostile JSON bodies (issue 20 §3)', () => {
  const statusOf = (body: string) => {
    try {
      readJsonBody({ body, headers: json, isBase64Encoded: false });
      return 200;
    } catch (error) {
      return isHttpError(error) ? error.statusCode : 500;
    }
  };

  it('a body nested deeper than the deepest form is 400, even 100 000 levels (never a stack overflow)', () => {
    expect(statusOf(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe(400);
    expect(statusOf(`${'{"a":'.repeat(100_000)}"x"${'}'.repeat(100_000)}`)).toBe(400);
    const deepest = `${'{"a":'.repeat(MAX_BODY_DEPTH)}"x"${'}'.repeat(MAX_BODY_DEPTH)}`;
    expect(statusOf(deepest)).toBe(200);
    // Brackets inside texts are text.
    expect(statusOf(JSON.stringify({ note: '['.repeat(100_000) }))).toBe(200);
  });

  it('a body over the size cap is 413, plain or base64', () => {
    const big = JSON.stringify({ text: 'a'.repeat(MAX_BODY_BYTES) });
    expect(statusOf(big)).toBe(413);
    try {
      readJsonBody({ body: Buffer.from(big).toString('base64'), headers: json, isBase64Encoded: true });
      expect.unreachable();
    } catch (error) {
      expect(isHttpError(error) && error.statusCode).toBe(413);
      expect((error as Error).message).toBe(SERVER_MSG.bodyTooLarge);
    }
  });

  it('anything but an object is 400', () => {
    for (const body of ['[]', '"str"', 'null', '123', 'true']) expect(statusOf(body), body).toBe(400);
  });

  it('cleans a wide body without recursion, naming the field of an unsafe text', () => {
    const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, [{ name: 'Conceic\u0327a\u0303o' }]]));
    const cleaned = readJsonBody({ body: JSON.stringify(wide), headers: json, isBase64Encoded: false }) as typeof wide;
    expect(cleaned.k19999).toEqual([{ name: 'Conceição' }]);
    try {
      readJsonBody({ body: JSON.stringify({ ...wide, k7: [{ name: 'a\u200Bb' }] }), headers: json, isBase64Encoded: false });
      expect.unreachable();
    } catch (error) {
      expect((error as { errors?: Record<string, string> }).errors).toEqual({ 'k7.0.name': SERVER_MSG.unsafeText });
    }
  });
});
