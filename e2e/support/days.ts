import { addCalendarDays, brazilianDate, saoPauloToday } from '@colabora/core/ground/calendar-day';

// "Today" in a journey is the product's own (core's company calendar), never the runner's or the browser's
// zone: from 21:00 to 24:00 in Sao Paulo a UTC machine is already on tomorrow.

/** The company's calendar day `offset` days from today, 'yyyy-MM-dd'. */
export const isoDay = (offset = 0) => addCalendarDays(saoPauloToday(), offset);

/** The same day as the pages show it, dd/MM/yyyy. */
export const shownDay = (offset = 0) => brazilianDate(isoDay(offset));
