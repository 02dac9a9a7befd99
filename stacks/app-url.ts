// APP_URL (where people open the app; the links in e-mails) is only known once the Web stack exists, and
// the Web stack depends on the Api stack: binding it directly would make the two stacks depend on each
// other. So, as SST does for a bound site's URL, the Web stack publishes it as the SST parameter below and
// the functions that write links fetch it from SSM at cold start (sst/node/config reads
// '__FETCH_FROM_SSM__' values under SST_SSM_PREFIX), with GetParameters on that one parameter only.
export const APP_URL_PARAMETER = 'APP_URL';

/** The variable sst/node/config reads as Config.APP_URL. */
export const APP_URL_ENV = `SST_Parameter_value_${APP_URL_PARAMETER}`;

/** Where SST v2 keeps a bound value of a stage in SSM (`<construct>/<id>/<property>`, e.g. Table/Main/tableName). */
export function sstParameterName(app: string, stage: string, binding: string): string {
  return `/sst/${app}/${stage}/${binding}`;
}

/** Where SST keeps the parameter of an app's stage. */
export function appUrlParameterName(app: string, stage: string): string {
  return sstParameterName(app, stage, `Parameter/${APP_URL_PARAMETER}/value`);
}

/**
 * What a command run against a deployed stage (npm run create-company) reads from SSM: the environment variable
 * the functions' code expects → the parameter SST keeps for it (infra-tests check that each exists).
 */
export function stageBindingParameters(app: string, stage: string): Record<string, string> {
  return {
    SST_Table_tableName_Main: sstParameterName(app, stage, 'Table/Main/tableName'),
    SST_Table_tableName_RepRecords: sstParameterName(app, stage, 'Table/RepRecords/tableName'),
    SST_Parameter_value_MAIL_FROM: sstParameterName(app, stage, 'Parameter/MAIL_FROM/value'),
    [APP_URL_ENV]: appUrlParameterName(app, stage),
  };
}
