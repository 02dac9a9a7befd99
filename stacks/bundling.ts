// How every Lambda is bundled; sst.config.ts and `npm run bench` both read this, so the figures measure
// what is deployed.
export const LAMBDA_BUNDLING = {
  /** The nodejs20.x runtime provides AWS SDK v3; bundling it would add 0.5–1 MB to each function. */
  external: ['@aws-sdk/*'],
  /** SST keeps function and class names by default (+~10 KB each); nothing here depends on them. */
  keepNames: false,
  /** ElectroDB's check of our constant entity definitions runs in the tests, not at every cold start. */
  alias: { jsonschema: '@colabora/functions/db/electrodb-schema-check' },
};

/**
 * Lazy imports become chunks loaded on demand (the IBGE municipality lists behind the city check, one per
 * state), so they do not weigh on every cold start of their Lambda.
 */
export const LAMBDA_SPLITTING = true;
