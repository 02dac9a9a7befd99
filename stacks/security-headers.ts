// The security headers every answer of the site carries, the SPA's and the API's alike: CloudFront adds them
// in AWS (Web.ts, a response headers policy), the local server in `npm start` and the e2e suite.

/**
 * What the SPA may load. Scripts only from its own origin (the build has no inline script); inline styles
 * because MUI (emotion) injects <style> elements at run time; the files bucket only to connect to (presigned
 * uploads, and the bytes of stored files); blob: for what the SPA shows of those bytes (a photo, the contract
 * reader) and for previews of a picked photo. Nothing of the bucket is ever shown or framed directly.
 */
export function contentSecurityPolicy(filesOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${filesOrigin}`,
    'frame-src blob:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Two years, subdomains included (the usual preload floor). */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
/** Paths (a person's id in /home/admissions/collaborator/…) never leave the site. */
export const REFERRER_POLICY = 'same-origin';

export function securityHeaders(filesOrigin: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(filesOrigin),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  };
}
