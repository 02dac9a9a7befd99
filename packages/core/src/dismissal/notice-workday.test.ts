import { describe, expect, it } from 'vitest';
import { noticeWorkday } from './notice-workday';
import { savedShutDown } from './testing/shut-down-data';

const data = savedShutDown;

describe('the worked notice and the planned day (CLT art. 488)', () => {
  it('2 hours less on each day of the notice, from the day after the resignation to its end', () => {
    expect(noticeWorkday(data(), '2021-01-10')).toBeNull();
    expect(noticeWorkday(data(), '2021-01-11')).toEqual({ kind: 'shorter', minutesLess: 120 });
    expect(noticeWorkday(data(), '2021-02-12')).toEqual({ kind: 'shorter', minutesLess: 120 });
    expect(noticeWorkday(data(), '2021-02-13')).toBeNull();
  });

  it("'sair 7 dias antes' frees the last 7 days and keeps the others whole", () => {
    const seven = data({ warningDefinitions: 'sevenDaysBeforeEndDate', departureDate: '2021-02-05' });
    expect(noticeWorkday(seven, '2021-02-05')).toBeNull();
    expect(noticeWorkday(seven, '2021-02-06')).toEqual({ kind: 'free' });
    expect(noticeWorkday(seven, '2021-02-12')).toEqual({ kind: 'free' });
  });

  it('changes nothing on a resignation: the notice is worked in full', () => {
    expect(noticeWorkday(data({ dismissalOrigin: 'collaborator', increasedCompanyTime: false }), '2021-01-20')).toBeNull();
  });

  it('changes nothing for an indemnified notice or a just cause', () => {
    expect(noticeWorkday(data({ notice: 'indemnifiedNotice', warningDefinitions: null }), '2021-01-20')).toBeNull();
    expect(noticeWorkday(data({ justCause: true }), '2021-01-20')).toBeNull();
  });
});
