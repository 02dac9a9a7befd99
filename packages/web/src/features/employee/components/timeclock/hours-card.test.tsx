import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type RouteAnswer } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { HoursCard } from './hours-card';

const open = () => renderWithProviders(<HoursCard userId="u-1" />, { session: sessionFor('EMPLOYEE') });
const card = () => screen.getByRole('region', { name: 'Banco de horas' });

describe('hours card (002 §2.2 REGISTROS, §7.1, §8, §9)', () => {
  it("shows the person's bank as HH:MM, asked for their own id", async () => {
    const api = mockApi({ getHoursBank: () => json(4350) });
    open();
    expect(await screen.findByText('72:30')).toBeInTheDocument();
    expect(api.callsTo('getHoursBank')[0]?.params).toEqual({ userId: 'u-1' });
  });

  it('a negative bank has a minus sign and stands out (bold, not colour alone)', async () => {
    mockApi({ getHoursBank: () => json(-75) });
    open();
    const value = await screen.findByText('-01:15');
    expect(value.tagName).toBe('STRONG');
  });

  it('says it is loading until the answer arrives', async () => {
    let answer: (response: RouteAnswer<'getHoursBank'>) => void = () => undefined;
    mockApi({ getHoursBank: () => new Promise<RouteAnswer<'getHoursBank'>>((resolve) => (answer = resolve)) });
    open();
    expect(await screen.findByRole('progressbar', { name: 'Carregando banco de horas' })).toBeInTheDocument();
    expect(card()).toHaveAttribute('aria-busy', 'true');
    answer(json(0));
    expect(await screen.findByText('00:00')).toBeInTheDocument();
  });

  it("says 'Falha ao buscar banco de horas' when the read fails, and reads again on TENTAR NOVAMENTE", async () => {
    let fail = true;
    const api = mockApi({ getHoursBank: () => (fail ? json({ message: 'Erro' }, 500) : json(30)) });
    const { user } = open();
    expect(await screen.findByText('Falha ao buscar banco de horas')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    expect(await screen.findByText('00:30')).toBeInTheDocument();
    expect(api.callsTo('getHoursBank')).toHaveLength(2);
  });
});
