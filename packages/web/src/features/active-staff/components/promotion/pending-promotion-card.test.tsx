import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROMOTION_MSG } from '@colabora/core/promotion/schema';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { PROMOTION } from '@/testing/promotion';
import { renderWithProviders } from '@/testing/render';
import { PendingPromotionCard } from './pending-promotion-card';

function open() {
  return renderWithProviders(<PendingPromotionCard userId="u-1" fullName="Carla Souza" />, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
}

describe("HR's pending promotion on the collaborator detail (issue 20 §4)", () => {
  it('shows the promotion waiting for confirmation and cancels it after asking', async () => {
    const api = mockApi({ getPromotion: () => json(PROMOTION), cancelPromotion: () => json({ ...PROMOTION, status: 'CANCELLED' }) });
    const { user } = open();
    const card = await screen.findByRole('region', { name: 'Promoção aguardando confirmação' });
    expect(screen.getByRole('table', { name: 'Promoção pendente' })).toHaveTextContent('CargoAnalistaGerente');
    expect(card).toHaveTextContent('Proposta em 02/03/2026. Carla Souza ainda não confirmou');

    await user.click(screen.getByRole('button', { name: 'CANCELAR PROMOÇÃO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar promoção' });
    expect(api.callsTo('cancelPromotion')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'CANCELAR PROMOÇÃO' }));
    await waitFor(() => expect(api.callsTo('cancelPromotion')[0]).toMatchObject({ params: { promotionId: 'p-1' } }));
    expect(await screen.findByText(PROMOTION_MSG.cancelled)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Promoção aguardando confirmação' })).toBeNull());
  });

  it('shows nothing while no promotion waits', async () => {
    const api = mockApi({ getPromotion: () => json(null) });
    open();
    await waitFor(() => expect(api.callsTo('getPromotion')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Promoção aguardando confirmação' })).toBeNull();
  });
});
