// Deploy-time settings, read from the environment when SST synthesizes. `sst deploy --stage X` also
// loads `.env.X`, so each stage can keep its own values there.
import { aejSettings } from '@colabora/functions/modules/timeclock/aej-program';
import { DEVELOPER_SETTINGS } from '@colabora/functions/modules/timeclock/developer-settings';
import { isProduction } from './stage';

type Env = Readonly<Record<string, string | undefined>>;

const DEFAULT_MAIL_FROM = 'nao-responda@colabora.com.br';

const EMAIL = /^[^\s@<>]+@([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)$/;
const ORIGIN = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** Sender address of the app's e-mails (`MAIL_FROM`); SES must verify its domain. */
export function mailFrom(env: Env = process.env): string {
  const value = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!EMAIL.test(value)) throw new Error(`MAIL_FROM must be a bare e-mail address, got "${value}"`);
  return value;
}

export function mailDomain(address: string): string {
  const match = EMAIL.exec(address);
  if (!match) throw new Error(`not an e-mail address: "${address}"`);
  return match[1].toLowerCase();
}

/**
 * The address people open the app at, for links in e-mails (`APP_URL`, an https origin). Without it, the
 * first SITE_ORIGINS origin; null when neither says, and the Web stack then uses the site's own CloudFront
 * address.
 */
export function appUrl(env: Env = process.env): string | null {
  const value = env.APP_URL?.trim().replace(/\/$/, '');
  if (value) {
    if (!ORIGIN.test(value)) throw new Error(`APP_URL must be an https origin, got "${value}"`);
    return value;
  }
  return siteOrigins(env)[0] ?? null;
}

/**
 * Custom domains of the site (`SITE_ORIGINS`, comma-separated https origins, no wildcards): browsers there may
 * upload to and read from the files bucket, besides the site's own CloudFront address.
 */
export function siteOrigins(env: Env = process.env): string[] {
  const listed = (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const bad = listed.filter((origin) => !ORIGIN.test(origin));
  if (bad.length > 0) throw new Error(`SITE_ORIGINS must list https origins, got ${bad.join(', ')}`);
  return listed;
}

/**
 * Who hears the stage's alarms (`ALARM_EMAIL`, a bare e-mail address; SNS asks it to confirm). Production must
 * name one: an alarm nobody receives is no alarm. Null elsewhere when unset.
 */
export function alarmEmail(stage: string, env: Env = process.env): string | null {
  const value = env.ALARM_EMAIL?.trim();
  if (!value) {
    if (isProduction(stage)) throw new Error('ALARM_EMAIL must name who receives the production alarms');
    return null;
  }
  if (!EMAIL.test(value)) throw new Error(`ALARM_EMAIL must be a bare e-mail address, got "${value}"`);
  return value;
}

/** The program's registration, as the REP-P files and documents print it (Portaria 671 arts. 81, 83, 89 and 91). */
const PROGRAM_SETTINGS = ['AFD_INPI_NUMBER', 'AFD_DEVELOPER_CNPJ', 'AFD_LAYOUT_VERSION', 'AEJ_LAYOUT_VERSION', 'DEVELOPER_EMAIL', ...DEVELOPER_SETTINGS] as const;

/**
 * The stage's program settings (issue 23 §8) for the functions that write the AFD, the AEJ, the receipts, the
 * mirror and the Atestado: those set, checked at synthesis by the same readers the functions use, so a bad layout
 * version or CPF stops the deploy instead of the first export. Unset, the documents say plainly the program is not
 * registered yet and print the developer's data as test values; production must name the program's version, the
 * developer and the Atestado's two signers (art. 89), which no document may print as test values there.
 */
export function programSettings(stage: string, env: Env = process.env): Record<string, string> {
  const set = Object.fromEntries(PROGRAM_SETTINGS.flatMap((name) => (env[name]?.trim() ? [[name, env[name].trim()]] : [])));
  const missing = DEVELOPER_SETTINGS.filter((name) => !(name in set));
  if (isProduction(stage) && missing.length > 0) throw new Error(`production must set ${missing.join(', ')} (the Atestado of Portaria 671 art. 89)`);
  // The AEJ's reader reads them all: the AFD's and the developer's through their own readers.
  aejSettings(set);
  return set;
}
