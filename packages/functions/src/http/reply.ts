import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { FileDownload } from '@colabora/core/api-contract';
import { attachmentDisposition } from '../lib/content-disposition';

// Every action answers with one of these; errors are thrown (http-error.ts) and shaped by the error handler.
declare const ANSWER: unique symbol;
/**
 * An answer whose JSON is T, as a type only: an action's reply must be its route's answer (core/api-contract.ts).
 * The middlewares' own replies (errors, a repeated create) carry no T.
 */
export type Reply<T = unknown> = APIGatewayProxyStructuredResultV2 & { readonly [ANSWER]?: T };

// Answers hold personal data (CPF, health): no browser or proxy keeps a copy.
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json<T>(statusCode: number, data: T): Reply<T> {
  return { statusCode, headers: JSON_TYPE, body: JSON.stringify(data) };
}

export const ok = <T>(data: T): Reply<T> => json(200, data);
export const created = <T>(data: T): Reply<T> => json(201, data);

/** A file download (API Gateway sends base64 bodies to the browser as bytes). */
export function attachment(fileName: string, contentType: string, bytes: Uint8Array): Reply<FileDownload> {
  return {
    statusCode: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': attachmentDisposition(fileName),
      'cache-control': 'no-store',
    },
    body: Buffer.from(bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
