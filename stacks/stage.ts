import { RemovalPolicy } from 'aws-cdk-lib';

// The one stage whose data must survive `sst remove`; every other stage is disposable.
export const PRODUCTION_STAGE = 'production';

export function isProduction(stage: string): boolean {
  return stage === PRODUCTION_STAGE;
}

/** Removal policy of the stateful resources (the table and the files bucket). */
export function statefulRemovalPolicy(stage: string): RemovalPolicy {
  return isProduction(stage) ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
}
