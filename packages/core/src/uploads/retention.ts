// How long the files bucket keeps what no record needs any more (LGPD: minimization). The bucket's
// lifecycle rules (stacks/Files.ts) and the code that marks files read these.

/**
 * A kept file that no record references any more (replaced by a new one, a contract removed before its
 * signature, a candidate deleted) is tagged so; the bucket deletes it this many days later. Long enough to
 * undo a mistaken replacement or answer a question about what was sent; the bucket's old versions then
 * expire with the rest.
 */
export const RELEASED_FILE = { tag: 'retention', value: 'released', keepDays: 90 } as const;

/**
 * A person's data export (a zip HR hands over on request) or an AFD (made again from the punches whenever asked)
 * is fetched once, through a short-lived link.
 */
export const DATA_EXPORTS = { prefix: 'exports/', keepDays: 1 } as const;
