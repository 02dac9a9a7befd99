import { addCalendarDays, brazilianDate } from '@colabora/core/ground/calendar-day';
import { zonedClock } from '@colabora/core/timeclock/company-clock';

// "Today" in a journey is the product's own (core's company calendar), never the runner's or the browser's
// zone: from 21:00 to 24:00 in Sao Paulo a UTC machine is already on tomorrow. The journeys' companies (the demo
// seed's, those they register) are all in Sao Paulo's zone.
const COMPANY_CLOCK = zonedClock('America/Sao_Paulo');

/** The company's calendar day `offset` days from today, 'yyyy-MM-dd'. */
export const isoDay = (offset = 0) => addCalendarDays(COMPANY_CLOCK.today(), offset);

/** The same day as the pages show it, dd/MM/yyyy. */
export const shownDay = (offset = 0) => brazilianDate(isoDay(offset));
