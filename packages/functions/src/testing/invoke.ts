import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ApiErrorCode } from '@colabora/core/api-errors';
import { API, type RouteName } from '@colabora/core/api-routes';
import { buildEvent } from '../http/apigw-event';

// Calls a resource's real Lambda handler with the API Gateway v2 event of a manifest route.

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const HANDLERS: Record<string, () => Promise<{ handler: Handler }>> = {
  auth: () => import('../lambdas/auth/handler'),
  uploads: () => import('../lambdas/uploads/handler'),
  'job-role': () => import('../lambdas/job-role/handler'),
  department: () => import('../lambdas/department/handler'),
  holiday: () => import('../lambdas/holiday/handler'),
  users: () => import('../lambdas/users/handler'),
  'users-import': () => import('../lambdas/users-import/handler'),
  invite: () => import('../lambdas/invite/handler'),
  'user-steps': () => import('../lambdas/user-steps/handler'),
  'admission-files': () => import('../lambdas/admission-files/handler'),
  cep: () => import('../lambdas/cep/handler'),
  workday: () => import('../lambdas/workday/handler'),
  activity: () => import('../lambdas/activity/handler'),
  promotion: () => import('../lambdas/promotion/handler'),
  dismissal: () => import('../lambdas/dismissal/handler'),
  payslip: () => import('../lambdas/payslip/handler'),
  'comp-time': () => import('../lambdas/comp-time/handler'),
  'point-records': () => import('../lambdas/point-records/handler'),
  'point-register': () => import('../lambdas/point-register/handler'),
  'point-solicitation': () => import('../lambdas/point-solicitation/handler'),
  'point-alert': () => import('../lambdas/point-alert/handler'),
  company: () => import('../lambdas/company/handler'),
};

export interface InvokeOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface ErrorBody {
  message: string;
  code?: ApiErrorCode;
  errors?: Record<string, string>;
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: Record<string, string>;
  /** The body as sent (base64 for files). */
  raw: string;
  isBase64Encoded: boolean;
}

/** A fresh context per call, as Lambda gives: middleware keeps the route and caller on it. */
const newContext = () =>
  ({
    functionName: 'test',
    awsRequestId: 'test',
    getRemainingTimeInMillis: () => 30_000,
  }) as unknown as Context;

export async function invoke<T = ErrorBody>(routeName: RouteName, options: InvokeOptions = {}): Promise<Answer<T>> {
  const resource = API[routeName].resource;
  const load = HANDLERS[resource];
  if (!load) throw new Error(`no handler registered for ${resource}`);
  const { handler } = await load();
  const headers = { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };
  // Each call from its own client address (the documentation prefix), so that the sign-in throttle of one
  // test never meets another's wrong passwords; throttle tests name their clients (CloudFront-Viewer-Address).
  const sourceIp = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  const event = buildEvent({ routeName, params: options.params, query: options.query, body: options.body, headers, sourceIp });
  const result = await handler(event, newContext());
  const raw = result.body ?? '';
  const answerHeaders = Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k, String(v)]));
  const isJson = answerHeaders['content-type']?.includes('application/json') ?? false;
  return {
    status: result.statusCode ?? 200,
    body: (isJson && raw ? JSON.parse(raw) : raw) as T,
    headers: answerHeaders,
    raw,
    isBase64Encoded: result.isBase64Encoded ?? false,
  };
}
