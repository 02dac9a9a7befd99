import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isApiErrorCode } from '@colabora/core/api-errors';
import { SERVER_MSG } from '@colabora/core/messages';
import { logger } from '../lib/telemetry';
import { json, type Reply } from './reply';

interface StatusError {
  statusCode?: number;
  expose?: boolean;
  exposeServerError?: boolean;
  message?: string;
  code?: unknown;
  errors?: unknown;
}

/** Pure: the JSON answer for anything a handler threw. */
export function errorReply(error: unknown): Reply {
  const e = (error ?? {}) as StatusError;
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (!e.expose || (status >= 500 && !e.exposeServerError)) return json(500, { message: SERVER_MSG.internal });
  const code = isApiErrorCode(e.code) ? { code: e.code } : {};
  const errors = e.errors && typeof e.errors === 'object' ? { errors: e.errors } : {};
  return json(status, { message: e.message || SERVER_MSG.invalidInput, ...code, ...errors });
}

/**
 * Last in the stack: every failure becomes {message[, code][, errors]}; an unforeseen failure (500) is logged
 * without request data. A foreseen one told to the person (an e-mail not sent, a lookup down: exposeServerError)
 * was logged with its cause where it was caught: not twice.
 */
export function errorHandler(): MiddlewareObj<APIGatewayProxyEventV2, Reply> {
  return {
    onError: (request) => {
      const reply = errorReply(request.error);
      if ((reply.statusCode ?? 500) >= 500 && !(request.error as StatusError | null)?.exposeServerError) {
        // The error only (the route and request id are on every line): bodies and headers may hold passwords,
        // tokens or CPFs.
        logger.error('call failed', request.error ?? new Error('unknown failure'));
      }
      request.response = reply;
    },
  };
}
