import { screen, waitFor, within } from '@testing-library/react';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { Journey } from '@colabora/core/workday/schema';
import { coffeeBreak, storedJourney, VALID_DETAILS } from '@colabora/core/workday/testing/journeys';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { choose } from '@/testing/form-queries';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { editJourneyState } from '../edit-journey-state';
import { fieldGroup, fillBreak, messageOf, retype } from '../testing/journey-form';
import { EditJourneyPage } from './edit-journey-page';

type Handlers = Parameters<typeof mockApi>[0];

/** A start page whose link carries the journey, as the list's edit link does. */
function Chooser({ journey: chosen }: { journey: Journey }): ReactElement {
  return (
    <Link to={appPath('editJourney')} state={editJourneyState(chosen)}>
      Editar
    </Link>
  );
}

async function openEdit(chosen: Journey = storedJourney(), handlers: Handlers = {}) {
  const api = mockApi({ validateWorkdayName: () => json(false), ...handlers });
  const app = renderRoute(
    '/home/career',
    { career: <Chooser journey={chosen} />, editJourney: <EditJourneyPage />, journey: <p>Lista de jornadas</p> },
    { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') },
  );
  await app.user.click(screen.getByRole('link', { name: 'Editar' }));
  await screen.findByRole('tablist');
  return { ...app, api };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const button = (name: string) => screen.getByRole('button', { name });

describe('edit journey (/home/journey/edit-journey, spec 002 §2.9)', () => {
  it("shows the journey's name, 'INICIADO EM' with its creation date, and three free tabs", async () => {
    const { user } = await openEdit();
    expect(screen.getByRole('heading', { name: 'Comercial 44h' })).toBeInTheDocument();
    expect(screen.getByText('INICIADO EM')).toBeInTheDocument();
    expect(screen.getByText('03/02/2026')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((each) => [each.textContent, (each as HTMLButtonElement).disabled])).toEqual([
      ['DETALHES DA JORNADA', false],
      ['ESCALA', false],
      ['PAUSAS', false],
    ]);
    expect(screen.getByLabelText('Nome da jornada')).toHaveValue('Comercial 44h');
    await user.click(tab('PAUSAS'));
    expect(fieldGroup('Pausa 1').getByRole('textbox', { name: 'Descrição' })).toHaveValue('Café');
    await user.click(tab('ESCALA'));
    expect(fieldGroup('Horário de todos os dias').getByRole('textbox', { name: 'Saída' })).toHaveValue('17:48');
    expect(screen.getByLabelText('Total de horas semanais')).toHaveValue('44:00');
    expect(button('ALTERAR DADOS')).toBeInTheDocument();
  });

  it('saves the details alone after checking the name (the journey keeps its own), then goes back', async () => {
    const { user, api, pathname } = await openEdit(storedJourney(), { updateWorkdayDetails: () => json(storedJourney()) });
    await retype(user, screen.getByLabelText('Nome da jornada'), 'Comercial 40 horas');
    await user.click(button('ALTERAR DADOS'));
    expect(await screen.findByText('Jornada alterada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/home/journey'));
    expect(Object.fromEntries(api.callsTo('validateWorkdayName')[0].query)).toEqual({
      name: 'Comercial 40 horas',
      company: 'c-1',
      id: 'j-1',
    });
    expect(api.callsTo('updateWorkdayDetails')[0].body).toEqual({
      journeyId: 'j-1',
      company: 'c-1',
      journeyDetails: { ...VALID_DETAILS, name: 'Comercial 40 horas' },
    });
  });

  it("keeps the details when the name is another journey's, and says 'Falha ao alterar jornada' when a save fails", async () => {
    let taken = true;
    const { user, api, pathname } = await openEdit(storedJourney(), {
      validateWorkdayName: () => json(taken),
      updateWorkdayDetails: () => json({ message: 'Erro' }, 500),
    });
    await user.click(button('ALTERAR DADOS'));
    await waitFor(() => expect(messageOf(screen.getByLabelText('Nome da jornada'))).toBe('Já existe uma jornada com esse nome'));
    expect(api.callsTo('updateWorkdayDetails')).toEqual([]);
    taken = false;
    await retype(user, screen.getByLabelText('Nome da jornada'), 'Comercial');
    await user.click(button('ALTERAR DADOS'));
    expect(await screen.findByText('Falha ao alterar jornada')).toBeInTheDocument();
    expect(pathname()).toBe('/home/journey/edit-journey');
  });

  it('saves a scale that keeps the breaks within its hours through update/scale', async () => {
    const { user, api, pathname } = await openEdit(storedJourney(), { updateWorkdayScale: () => json(storedJourney()) });
    await user.click(tab('ESCALA'));
    await retype(user, fieldGroup('Horário de todos os dias').getByRole('textbox', { name: 'Saída' }), '1600');
    await user.click(button('ALTERAR DADOS'));
    await waitFor(() => expect(pathname()).toBe('/home/journey'));
    const { body } = api.callsTo('updateWorkdayScale')[0];
    expect(body).toMatchObject({
      journeyId: 'j-1',
      journeyScale: { scaleType: '5x2', totalHours: '35:00', standardWeekScale: { standardTime: { exitTime: '16:00' } } },
    });
  });

  it('asks AVISO when new hours leave breaks outside them; confirming saves the scale with no breaks', async () => {
    const { user, api, pathname } = await openEdit(storedJourney(), { updateWorkdayScaleAndBreaks: () => json(storedJourney()) });
    await user.click(tab('ESCALA'));
    // The break at 10:00 falls outside 12:00–17:48.
    await retype(user, fieldGroup('Horário de todos os dias').getByRole('textbox', { name: 'Entrada' }), '1200');
    await user.click(button('ALTERAR DADOS'));
    const warning = await screen.findByRole('dialog', { name: 'AVISO' });
    expect(warning).toHaveTextContent(
      'Há pausas fora do horário de trabalho informado. Ao confirmar, todas as pausas desta jornada serão excluídas e a escala será salva sem pausas.',
    );
    await user.click(within(warning).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.name.startsWith('updateWorkday'))).toEqual([]);

    await user.click(button('ALTERAR DADOS'));
    await user.click(within(await screen.findByRole('dialog', { name: 'AVISO' })).getByRole('button', { name: 'CONFIRMAR' }));
    expect(await screen.findByText('Jornada alterada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/home/journey'));
    const { body } = api.callsTo('updateWorkdayScaleAndBreaks')[0];
    expect(body).toMatchObject({
      journeyId: 'j-1',
      journeyBreaks: { numberOfBreaks: '0Breaks', breaks: [] },
      journeyScale: { scaleType: '5x2', totalHours: '24:00', standardWeekScale: { standardTime: { enterTime: '12:00' } } },
    });
  });

  it('checks the breaks against the saved scale, then saves them alone through update/breaks', async () => {
    const { user, api, pathname } = await openEdit(storedJourney(), { updateWorkdayBreaks: () => json(storedJourney()) });
    await user.click(tab('PAUSAS'));
    await choose(user, 'Número de pausas', '2 pausas');
    await fillBreak(user, 2, 'Lanche', '15 min', '1900');
    await user.click(button('ALTERAR DADOS'));
    const start = fieldGroup('Pausa 2').getByRole('textbox', { name: 'Início' });
    await waitFor(() => expect(messageOf(start)).toBe('Há pausas fora do horário de trabalho'));
    await retype(user, start, '1500');
    await user.click(button('ALTERAR DADOS'));
    await waitFor(() => expect(pathname()).toBe('/home/journey'));
    expect(api.callsTo('updateWorkdayBreaks')[0].body).toEqual({
      journeyId: 'j-1',
      journeyBreaks: {
        numberOfBreaks: '2Breaks',
        breaks: [
          coffeeBreak('10:00'),
          { id: expect.any(String), description: 'Lanche', time: 15, start: '15:00' },
        ],
      },
    });
  });

  it('goes back to the list on VOLTAR without saving', async () => {
    const { user, api, pathname } = await openEdit();
    await user.click(button('VOLTAR'));
    await waitFor(() => expect(pathname()).toBe('/home/journey'));
    expect(api.calls).toEqual([]);
  });

  it('offers no form for a journey with collaborators, saying why', async () => {
    mockApi({});
    const { user } = renderRoute(
      '/home/career',
      { career: <Chooser journey={storedJourney({ totalEmployees: 2 })} />, editJourney: <EditJourneyPage /> },
      { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') },
    );
    await user.click(screen.getByRole('link', { name: 'Editar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta jornada tem 2 colaborador(es) e não pode ser alterada nem removida. Mova-os para outra jornada antes.',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VOLTAR À LISTA' })).toHaveAttribute('href', '/home/journey');
  });

  it('asks to choose a journey on the list when opened without one', async () => {
    mockApi({});
    renderRoute('/home/journey/edit-journey', { editJourney: <EditJourneyPage /> }, { session: sessionFor('ADMINISTRATOR_COMPANY') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha na lista a jornada que deseja alterar.');
    expect(screen.getByRole('link', { name: 'VOLTAR À LISTA' })).toHaveAttribute('href', '/home/journey');
  });
});
