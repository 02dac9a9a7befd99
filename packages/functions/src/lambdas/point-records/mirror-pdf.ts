import { HR_ROLES, type Role } from '@colabora/core/enums';
import { mirrorPdfQuerySchema } from '@colabora/core/timeclock/mirror-document';
import { mirrorQuerySchema } from '@colabora/core/timeclock/mirror-filter';
import { POINT_REGISTER_MSG } from '@colabora/core/timeclock/point-register-api';
import { Forbidden } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { now } from '../../lib/clock';
import { readablePerson } from '../../modules/person/readable';
import { mirrorPdfLink } from '../../modules/timeclock/mirror-pdf-file';
import { mayPunch } from '../../modules/timeclock/time-clock-person';
import { personMirror } from './point-mirror';

/**
 * GET /api/point-registers/mirror-pdf/{personId}?month=yyyy-MM → {fileName, url}: the month's ESPELHO DE PONTO as
 * the signed PDF of Portaria MTP 671/2021 art. 84 (the worker gets it at least monthly), a 60-second link. HR of
 * the company for anyone of it; the person themself while the time clock is on for them (403 otherwise); another
 * company's person is not found.
 */
export const getMirrorPdf = action('getMirrorPdf', { query: mirrorPdfQuerySchema }, async ({ caller, params, query }) => {
  const person = await readablePerson(caller, params.personId);
  if (!(HR_ROLES as readonly Role[]).includes(caller.role) && !mayPunch(person)) throw new Forbidden(POINT_REGISTER_MSG.notAllowed);
  // The same computation the screen shows, for the whole month (not the alerts-only filter).
  const mirror = await personMirror(caller, person.id, person, mirrorQuerySchema.parse({ actualMonthDate: query.month, isOnlyAlerts: 'false' }));
  return ok(await mirrorPdfLink(person, query.month, mirror, now()));
});
