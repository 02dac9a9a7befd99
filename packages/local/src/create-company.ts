import { parseArgs } from 'node:util';
import { formatCnpj } from '@colabora/core/brazil/cnpj';
import { COMPANY_FIELD_LABELS, COMPANY_MSG, newCompanySchema } from '@colabora/core/company/schema';
import { stageBindingParameters } from '../../../stacks/app-url';
import { DEFAULT_PORTS, emulatorEnv, PORT_ENV } from './emulators';
import { HOST } from './ports';
import { bindingEnv, LOCAL_RESOURCES } from './resources';

// `npm run create-company -- --stage <stage> --name … --cnpj … --admin-name … --admin-email … --cep … --street …
// --number … [--complement …] --district … --city … --state UF [--region …]`: a company and its first
// ADMINISTRATOR_COMPANY in the stage's table, and the e-mail with their first-access link. `--stage local`
// works against `npm start` (its ports as in the README); any other stage against AWS, with the operator's
// credentials, reading the table, sender and app address SST keeps in SSM for the stage.

const APP = 'colabora';
const DEFAULT_REGION = 'sa-east-1';

const { values } = parseArgs({
  options: Object.fromEntries(
    ['stage', 'region', 'name', 'cnpj', 'admin-name', 'admin-email', 'cep', 'street', 'number', 'complement', 'district', 'city', 'state'].map(
      (name) => [name, { type: 'string' as const }],
    ),
  ),
});

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function localEnv(): Record<string, string> {
  const port = (name: string, fallback: number) => Number(process.env[name] || fallback);
  const ports = {
    dynamodb: port(PORT_ENV.dynamodb, DEFAULT_PORTS.dynamodb),
    s3: port(PORT_ENV.s3, DEFAULT_PORTS.s3),
    ses: port(PORT_ENV.ses, DEFAULT_PORTS.ses),
  };
  return {
    ...emulatorEnv(ports),
    ...bindingEnv({ ...LOCAL_RESOURCES, authSecret: 'nao-usado', appUrl: `http://${HOST}:${port('PORT', 3000)}` }),
  };
}

/** The stage's bindings, from the SSM parameters SST v2 writes for them (stacks/app-url.ts). */
async function stageEnv(stage: string, region: string): Promise<Record<string, string>> {
  const { GetParametersCommand, SSMClient } = await import('@aws-sdk/client-ssm');
  const wanted = stageBindingParameters(APP, stage);
  const client = new SSMClient({ region });
  const { Parameters = [] } = await client.send(new GetParametersCommand({ Names: Object.values(wanted) }));
  const byName = new Map(Parameters.map((parameter) => [parameter.Name, parameter.Value ?? '']));
  const missing = Object.values(wanted).filter((name) => !byName.has(name));
  if (missing.length > 0) fail(`O stage "${stage}" não foi encontrado em ${region} (faltam ${missing.join(', ')}). Rode "npx sst deploy --stage ${stage}" antes.`);
  return {
    AWS_REGION: region,
    SST_APP: APP,
    SST_STAGE: stage,
    ...Object.fromEntries(Object.entries(wanted).map(([variable, name]) => [variable, byName.get(name) ?? ''])),
  };
}

const stage = values.stage || fail('Informe o stage: --stage <stage> (use --stage local para o `npm start`).');
const parsed = newCompanySchema.safeParse({
  name: values.name ?? '',
  cnpj: values.cnpj ?? '',
  adminName: values['admin-name'] ?? '',
  adminEmail: values['admin-email'] ?? '',
  address: {
    cep: values.cep ?? '',
    publicPlace: values.street ?? '',
    number: values.number ?? '',
    complement: values.complement ?? null,
    neighborhood: values.district ?? '',
    city: values.city ?? '',
    state: values.state ?? '',
  },
});
if (!parsed.success) {
  fail(
    ['Dados inválidos:', ...parsed.error.issues.map((issue) => `  ${COMPANY_FIELD_LABELS[issue.path.join('.')] ?? issue.path.join('.')}: ${issue.message}`)].join(
      '\n',
    ),
  );
}

// The functions read their bindings when first imported: the environment comes first.
Object.assign(process.env, stage === 'local' ? localEnv() : await stageEnv(stage, values.region || DEFAULT_REGION));
const { createCompanyWithAdmin } = await import('@colabora/functions/modules/company/create-company');
const { CnpjTakenError } = await import('@colabora/functions/modules/company/company-records');
const { EmailTakenError } = await import('@colabora/functions/modules/person/records');
const { linkDeadline } = await import('@colabora/functions/lib/email-layout');
try {
  const company = parsed.data;
  const result = await createCompanyWithAdmin(company);
  const until = linkDeadline(result.linkExpiresAt);
  console.log(
    result.outcome === 'created'
      ? `\nEmpresa "${company.name}" (CNPJ ${formatCnpj(company.cnpj)}) criada no stage "${stage}".`
      : `\nA empresa "${company.name}" já existe e o administrador ainda não criou a senha: um novo link foi enviado (o anterior não vale mais).`,
  );
  console.log(`Link de primeiro acesso enviado para ${company.adminEmail}, válido até ${until} (horário de Brasília).\n`);
} catch (error) {
  if (error instanceof CnpjTakenError) fail(COMPANY_MSG.cnpjTaken);
  if (error instanceof EmailTakenError) fail(COMPANY_MSG.emailTaken);
  fail(`Não foi possível criar a empresa: ${error instanceof Error ? error.message : String(error)}`);
}
