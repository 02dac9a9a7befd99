import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { attachmentDisposition } from '../lib/content-disposition';

// Every action answers with one of these; errors are thrown (http-error.ts) and shaped by the error handler.
export type Reply = APIGatewayProxyStructuredResultV2;

// Answers hold personal data (CPF, health): no browser or proxy keeps a copy.
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(statusCode: number, data: unknown): Reply {
  return { statusCode, headers: JSON_TYPE, body: JSON.stringify(data) };
}

export const ok = (data: unknown): Reply => json(200, data);
export const created = (data: unknown): Reply => json(201, data);

/** A file download (API Gateway sends base64 bodies to the browser as bytes). */
export function attachment(fileName: string, contentType: string, bytes: Uint8Array): Reply {
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
