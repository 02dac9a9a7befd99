import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, brazilianDate } from '@colabora/core/ground/calendar-day';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { savedShutDown } from '@colabora/core/dismissal/testing/shut-down-data';
import { sessionFor } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { readyDismissal } from '../../testing/dismissal-detail';
import { DismissalSummary } from './dismissal-summary';
import { companyToday } from '@/lib/format-date';

/** A worked notice given today: its departure date still ahead. */
function servingNotice() {
  const today = companyToday();
  const departureDate = addCalendarDays(today, 33);
  const shutDownData = savedShutDown({ resignationDate: today, departureDate });
  const detail = readyDismissal();
  return {
    departureDate,
    detail: { ...detail, dismissalDetails: { shutDownStartDate: today, resignationDate: today, departureDate, noticeEndDate: departureDate, shutDownData } },
  };
}

describe('DETALHES DA DEMISSÃO while a worked notice runs (issue 20 §4)', () => {
  it('says the conclusion waits for the departure date', () => {
    const { detail, departureDate } = servingNotice();
    renderWithProviders(<DismissalSummary detail={detail} />, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
    expect(screen.getByText(DISMISSAL_MSG.noticeRunning(brazilianDate(departureDate)))).toBeInTheDocument();
  });

  it('says nothing once the departure date came', () => {
    renderWithProviders(<DismissalSummary detail={readyDismissal()} />, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
    expect(screen.queryByText(/O aviso prévio trabalhado vai até/)).not.toBeInTheDocument();
  });
});
