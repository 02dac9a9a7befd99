// Deploy-time settings, read from the environment when SST synthesizes. `sst deploy --stage X` also
// loads `.env.X`, so each stage can keep its own values there.
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
