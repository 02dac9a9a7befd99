import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { useRequestNotifications } from './count-request-notifications';

function Badge() {
  const count = useRequestNotifications();
  return <output aria-label="pendentes">{count.data?.total ?? '-'}</output>;
}

describe('the SOLICITAÇÕES badge count (002 §2.3, §7.2, §8)', () => {
  it("asks the caller's company for the requests not yet viewed", async () => {
    const api = mockApi({ countRequestNotifications: () => json({ total: 3 }) });
    renderWithProviders(<Badge />, { session: sessionFor('ADMINISTRATOR_COMPANY') });
    await waitFor(() => expect(screen.getByLabelText('pendentes')).toHaveTextContent('3'));
    expect(api.callsTo('countRequestNotifications')[0].params).toEqual({ companyId: 'c-1' });
  });

  it("says 'Não foi possivel obter notificações!' when the count cannot load", async () => {
    mockApi({ countRequestNotifications: () => json({}, 500) });
    renderWithProviders(<Badge />, { session: sessionFor('ADMINISTRATOR_COMPANY') });
    expect(await screen.findByText('Não foi possivel obter notificações!')).toBeInTheDocument();
  });
});
