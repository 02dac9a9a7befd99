import type { SSTConfig } from 'sst';
import { Api } from './stacks/Api';
import { LAMBDA_NODEJS } from './stacks/bundling';
import { Data } from './stacks/Data';
import { Email } from './stacks/Email';
import { Files } from './stacks/Files';
import { Jobs } from './stacks/Jobs';
import { LAMBDA_RUNTIME } from './stacks/lambda-runtime';
import { Monitoring } from './stacks/Monitoring';
import { Punches } from './stacks/Punches';
import { isProduction } from './stacks/stage';
import { Web } from './stacks/Web';

export default {
  config() {
    return { name: 'colabora', region: 'sa-east-1' };
  },
  stacks(app) {
    app.setDefaultFunctionProps({
      runtime: LAMBDA_RUNTIME,
      architecture: 'arm_64',
      memorySize: '512 MB',
      timeout: '10 seconds',
      tracing: 'disabled',
      nodejs: LAMBDA_NODEJS,
    });
    // Everything but production goes away on `sst remove`; production keeps the stateful resources.
    if (!isProduction(app.stage)) app.setDefaultRemovalPolicy('destroy');

    app.stack(Data).stack(Monitoring).stack(Files).stack(Email).stack(Punches).stack(Api).stack(Jobs);
    // The web ACL lives in us-east-1 (stacks/Edge.ts), which the distribution refers to across regions.
    app.stack(Web, { crossRegionReferences: true });
  },
} satisfies SSTConfig;
