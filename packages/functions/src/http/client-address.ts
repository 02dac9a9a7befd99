import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's IP address. In AWS every call comes through CloudFront, so the API sees CloudFront's edge as the
 * source; CloudFront puts the viewer's own address ("ip:port") in CloudFront-Viewer-Address. Locally the
 * gateway's socket address is the caller's.
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const port = viewer?.lastIndexOf(':') ?? -1;
  if (viewer && port > 0) return viewer.slice(0, port);
  return event.requestContext.http.sourceIp;
}
