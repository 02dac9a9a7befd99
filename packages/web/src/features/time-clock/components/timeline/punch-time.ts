import { formatDate } from '@/lib/format-date';

/** '2026-03-02T08:01:00-03:00' (the Sao Paulo wall clock with its offset) → 'HH:mm' as recorded. */
export const punchClock = (iso: string) => iso.slice(11, 16);

/** '2026-03-02T08:01:00-03:00' → '02/03/2026 08:01'. */
export const punchDateTime = (iso: string) => `${formatDate(iso.slice(0, 10)) ?? ''} ${punchClock(iso)}`;
