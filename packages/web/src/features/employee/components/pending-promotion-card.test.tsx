import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { PROMOTION } from '@/testing/promotion';
import { renderWithProviders } from '@/testing/render';
import { PendingPromotionCard } from './pending-promotion-card';

function open() {
  return renderWithProviders(<PendingPromotionCard userId="u-1" />, { session: sessionFor('EMPLOYEE') });
}

describe('pending promotion card (001 Employee self-service, §4, §5 Promotion, §8)', () => {
  it('shows what the person has and what the promotion gives', async () => {
    mockApi({ getPromotion: () => json(PROMOTION) });
    open();
    const table = await screen.findByRole('table', { name: 'Sua promoção' });
    expect(table).toHaveTextContent('CargoAnalistaGerente');
    expect(table).toHaveTextContent('DepartamentoVendasFinanceiro');
    expect(table).toHaveTextContent('SalárioR$ 3.000,00R$ 5.200,00');
    expect(table).toHaveTextContent('Vale transporteR$ 220,00R$ 0,00');
  });

  it("asks for the agreement ('Por favor, concorde com as informações.') before confirming", async () => {
    const api = mockApi({ getPromotion: () => json(PROMOTION), confirmPromotion: () => json({ ...PROMOTION, status: 'CONFIRMED' }) });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'CONFIRMAR' }));
    expect(await screen.findByText('Por favor, concorde com as informações.')).toBeInTheDocument();
    expect(api.callsTo('confirmPromotion')).toHaveLength(0);
  });

  it("confirms with the agreement ticked, says 'Promoção confirmada' and goes away", async () => {
    const api = mockApi({
      getPromotion: () => json(PROMOTION),
      confirmPromotion: () => json({ ...PROMOTION, status: 'CONFIRMED', confirmedAt: '2026-03-03T12:00:00.000Z' }),
    });
    const { user } = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Concordo com as informações da minha promoção.' }));
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR' }));
    expect(await screen.findByText('Promoção confirmada')).toBeInTheDocument();
    expect(api.callsTo('confirmPromotion')[0]).toMatchObject({ params: { promotionId: 'p-1' }, body: { agreed: true } });
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Sua promoção' })).not.toBeInTheDocument());
  });

  it("keeps the card and says 'Não foi possível confirmar a promoção' when the call fails", async () => {
    mockApi({ getPromotion: () => json(PROMOTION), confirmPromotion: () => json({ message: 'Erro' }, 500) });
    const { user } = open();
    await user.click(await screen.findByRole('checkbox', { name: 'Concordo com as informações da minha promoção.' }));
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR' }));
    expect(await screen.findByText('Não foi possível confirmar a promoção')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Sua promoção' })).toBeInTheDocument();
  });

  it('shows nothing when no promotion waits', async () => {
    const api = mockApi({ getPromotion: () => json(null) });
    open();
    await waitFor(() => expect(api.callsTo('getPromotion')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'CONFIRMAR' })).not.toBeInTheDocument();
  });
});
