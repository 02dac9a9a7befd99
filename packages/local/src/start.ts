import { PortInUseError } from './ports';
import { clockOffsetMinutes } from '@colabora/functions/lib/clock';
import { portsFromEnv, startLocalRuntime } from './runtime';

// `npm start`: the whole product on this machine. `--in-memory` (end-to-end tests, benchmarks) keeps nothing
// on disk and takes free ports for the stand-ins.
const inMemory = process.argv.includes('--in-memory');
// The handlers run from minified bundles; their source maps make stack traces name the real lines.
process.setSourceMapsEnabled(true);
/** The time clock's server time, shifted by COLABORA_CLOCK_OFFSET_MINUTES (local only). */
function clockLine(): string {
  const offset = clockOffsetMinutes();
  return offset === 0 ? 'hora real (COLABORA_CLOCK_OFFSET_MINUTES desloca)' : `deslocado ${offset} min (COLABORA_CLOCK_OFFSET_MINUTES)`;
}

try {
  const runtime = await startLocalRuntime({ ...portsFromEnv(), inMemory, tickJobs: !inMemory });
  const { DEMO_ACCOUNTS } = await import('./seed');
  console.log(`
  Colabora está no ar.

  Aplicativo:        ${runtime.appUrl}
  E-mails enviados:  ${runtime.mailViewerUrl}
  Serviços locais:   DynamoDB ${runtime.emulators.ports.dynamodb} · S3 ${runtime.emulators.ports.s3} · SES ${runtime.emulators.ports.ses}
  Funções Lambda:    empacotadas como no deploy em ${runtime.lambdaBuildSeconds.toFixed(1).replace('.', ',')} s
  Relógio do ponto:  ${clockLine()}

  Contas de demonstração (senha de todas: ${DEMO_ACCOUNTS[0]?.password ?? ''}):
${DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(28)} ${a.role.padEnd(28)} ${a.company}`).join('\n')}

  Ctrl-C encerra tudo.
`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nEncerrando…');
    runtime.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(`\nNão foi possível iniciar o Colabora: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
}
