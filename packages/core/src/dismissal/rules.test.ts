import { describe, expect, it } from 'vitest';
import { canConclude, conclusionOpensOn, noticeStillRunning, statusForData } from './rules';
import { savedShutDown } from './testing/shut-down-data';

const data = savedShutDown();

describe('the status the dismissal data give', () => {
  it('is FULFILLING_NOTICE while a worked notice runs', () => {
    expect(statusForData(data)).toBe('FULFILLING_NOTICE');
  });

  it('stays START_OF_THE_PROCESS for an indemnified notice or a just cause, which have none to work', () => {
    expect(statusForData({ ...data, notice: 'indemnifiedNotice', warningDefinitions: null })).toBe('START_OF_THE_PROCESS');
    expect(statusForData({ ...data, justCause: true })).toBe('START_OF_THE_PROCESS');
  });
});

describe('conclusion (002 §8)', () => {
  it('needs the checkup approved and the data saved', () => {
    expect(canConclude({ approvedCheckup: true, shutDownData: data, protectedConditions: [] })).toBe(true);
    expect(canConclude({ approvedCheckup: false, shutDownData: data, protectedConditions: [] })).toBe(false);
    expect(canConclude({ approvedCheckup: true, shutDownData: null, protectedConditions: [] })).toBe(false);
  });

  it('needs the justification when a stability condition was recorded', () => {
    expect(canConclude({ approvedCheckup: true, shutDownData: data, protectedConditions: ['pregnant'] })).toBe(false);
    const justified = { ...data, stabilityJustification: 'A estabilidade terminou em 01/2021.' };
    expect(canConclude({ approvedCheckup: true, shutDownData: justified, protectedConditions: ['pregnant'] })).toBe(true);
  });
});

describe('a worked notice waits for its departure date (issue 20 §4)', () => {
  it('opens the conclusion on the departure date, not before', () => {
    const departure = data.departureDate;
    expect(conclusionOpensOn(data)).toBe(departure);
    expect(noticeStillRunning(data, data.resignationDate)).toBe(true);
    expect(noticeStillRunning(data, departure)).toBe(false);
  });

  it('lets an indemnified notice or a just cause conclude at once', () => {
    const indemnified = { ...data, notice: 'indemnifiedNotice' as const, warningDefinitions: null };
    expect(conclusionOpensOn(indemnified)).toBeNull();
    expect(noticeStillRunning({ ...data, justCause: true }, data.resignationDate)).toBe(false);
    expect(noticeStillRunning(null, data.resignationDate)).toBe(false);
  });
});
