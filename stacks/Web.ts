import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { Duration } from 'aws-cdk-lib';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Config, StaticSite, use, type StackContext } from 'sst/constructs';
import { API } from '@colabora/core/api-routes';
import { ORIGIN_VERIFY_HEADER } from '@colabora/functions/http/origin-verify';
import { Api } from './Api';
import { APP_URL_PARAMETER } from './app-url';
import { webAcl } from './Edge';
import { Files, FILES_CORS } from './Files';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from './security-headers';
import { appUrl, siteOrigins } from './settings';

// CloudFront sends to the API the one path prefix every manifest route lives under.
function apiPathPattern(): string {
  const prefixes = new Set(Object.values(API).map((route) => route.path.split('/')[1]));
  if (prefixes.size !== 1) throw new Error(`manifest routes must share one prefix, found ${[...prefixes].join(', ')}`);
  return `/${[...prefixes][0]}/*`;
}

// SPA fallback as a rewrite rather than CloudFront error pages: error pages would also replace the
// API's own 403/404 answers with index.html.
const SPA_FALLBACK = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

export function Web({ app, stack }: StackContext) {
  const { api, originVerify } = use(Api);
  const { bucket } = use(Files);
  // Relative to packages/web: under the repository's .sst/, like SST's other build output.
  const build = `../../.sst/web-dist/${stack.stage}`;

  const spaFallback = new CloudFrontFunction(stack, 'SpaFallback', {
    code: FunctionCode.fromInline(SPA_FALLBACK),
    runtime: FunctionRuntime.JS_2_0,
  });

  // The same headers on the SPA and the API (./security-headers.ts; the local server sends them too).
  const securityHeaders = new ResponseHeadersPolicy(stack, 'SecurityHeaders', {
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy(`https://${bucket.cdk.bucket.bucketRegionalDomainName}`),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        override: true,
      },
    },
  });

  const site = new StaticSite(stack, 'Web', {
    path: 'packages/web',
    // Built apart from packages/web/dist, which the local runtime (and e2e) serve, one folder per stage:
    // a deploy or an infra test never rewrites files under a running server or another synthesis.
    buildCommand: `npm run build -- --outDir ${build} --emptyOutDir`,
    buildOutput: build,
    // The SPA ships as a production build whatever NODE_ENV the synthesizing process has (tests use 'test').
    environment: { NODE_ENV: 'production' },
    // SST would otherwise write src/sst-env.d.ts into the web package; the SPA reads no site variables.
    vite: { types: '../../.sst/web-env.d.ts' },
    cdk: {
      // Refuses plain-HTTP requests to the SPA's bucket (CloudFront and SST's uploader use HTTPS).
      bucket: { enforceSSL: true },
      distribution: {
        webAclId: webAcl(app).attrArn,
        errorResponses: [],
        defaultBehavior: {
          functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
          responseHeadersPolicy: securityHeaders,
        },
        additionalBehaviors: {
          [apiPathPattern()]: {
            origin: new HttpOrigin(`${api.httpApiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
              protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
              customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerify.secretValue.unsafeUnwrap() },
            }),
            viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
            allowedMethods: AllowedMethods.ALLOW_ALL,
            cachePolicy: CachePolicy.CACHING_DISABLED,
            // Host must be the API's own domain; everything else (Authorization included) goes through.
            originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
            responseHeadersPolicy: securityHeaders,
          },
        },
      },
    },
  });

  // Published for the functions that put links in e-mails (./app-url.ts).
  const url = appUrl() ?? site.customDomainUrl ?? site.url;
  if (!url) throw new Error('the site has no address to publish as APP_URL');
  new Config.Parameter(stack, APP_URL_PARAMETER, { value: url });

  // Browsers may send uploads and fetch files from the site's own address only (and the custom domains in
  // SITE_ORIGINS). The address exists only now, after the bucket's stack, so the rule is set from here.
  const origins = [...new Set([site.url, ...siteOrigins()].filter((origin): origin is string => Boolean(origin)))];
  const putCors = {
    service: 'S3',
    action: 'putBucketCors',
    parameters: {
      Bucket: bucket.bucketName,
      CORSConfiguration: { CORSRules: [{ ...FILES_CORS, AllowedOrigins: origins }] },
    },
    physicalResourceId: PhysicalResourceId.of(`${bucket.bucketName}-cors`),
  };
  new AwsCustomResource(stack, 'FilesCors', {
    onCreate: putCors,
    onUpdate: putCors,
    policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [bucket.bucketArn] }),
    installLatestAwsSdk: false,
  });

  stack.addOutputs({ SiteUrl: site.url, ApiEndpoint: api.url, AppUrl: url });
}
