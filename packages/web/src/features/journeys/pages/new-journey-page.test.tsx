import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { storedJourney } from '@colabora/core/workday/testing/journeys';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { answer, choose } from '@/testing/form-queries';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fieldGroup, fillBreak, fillDetails, fillEqualWeek, messageOf, retype, TOLERANCE_LABELS } from '../testing/journey-form';
import { NewJourneyPage } from './new-journey-page';

type Handlers = Parameters<typeof mockApi>[0];

function openWizard(handlers: Handlers = {}) {
  const api = mockApi({ validateWorkdayName: () => json(false), ...handlers });
  const app = renderRoute('/home/journey/new-journey', { newJourney: <NewJourneyPage /> }, { session: sessionFor('ADMINISTRATOR_COMPANY') });
  return { ...app, api };
}

const button = (name: string) => screen.getByRole('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
const field = (label: string) => screen.getByLabelText(label);

async function toScale(user: UserEvent) {
  await fillDetails(user);
  await user.click(button('PROXIMA ETAPA'));
  await screen.findByRole('form', { name: 'ESCALA' });
}

async function toBreaks(user: UserEvent) {
  await toScale(user);
  await answer(user, 'Aplicar feriados?', 'Sim');
  await fillEqualWeek(user, 'Semanal 5x2', '0800', '1700');
  await user.click(button('PROXIMA ETAPA'));
  await screen.findByRole('form', { name: 'PAUSAS' });
}

describe('new journey wizard (/home/journey/new-journey, spec 002 §2.9)', () => {
  it('opens NOVA JORNADA on DETALHES DA JORNADA, the only step enabled', async () => {
    openWizard();
    expect(await screen.findByRole('heading', { name: 'NOVA JORNADA' })).toBeInTheDocument();
    expect(tab('DETALHES DA JORNADA')).toHaveAttribute('aria-selected', 'true');
    expect(tab('ESCALA')).toBeDisabled();
    expect(tab('PAUSAS')).toBeDisabled();
    expect(button('PROXIMA ETAPA')).toBeInTheDocument();
    expect(button('VOLTAR')).toBeInTheDocument();
    // Issue 22 §2: the night the journey's work is counted in, urban unless chosen.
    expect(screen.getByRole('combobox', { name: 'Trabalho noturno' })).toHaveTextContent('Urbano (22h às 5h, hora reduzida, 20%)');
  });

  it("says 'Campo obrigatório' on every detail, and asks the limit time only when entries are limited", async () => {
    const { user, api } = openWizard();
    await user.click(await screen.findByRole('button', { name: 'PROXIMA ETAPA' }));
    for (const label of ['Nome da jornada', 'Tipo de ponto', ...TOLERANCE_LABELS, 'Horas extras por dia']) {
      await waitFor(() => expect(messageOf(field(label))).toBe('Campo obrigatório'));
    }
    const limited = screen.getByRole('radiogroup', { name: 'Limitar o horário de registro do ponto?' });
    expect(messageOf(limited)).toBe('Campo obrigatório');
    expect(screen.queryByLabelText('Tempo limite para registrar')).not.toBeInTheDocument();
    // The only compensation the spec offers comes chosen.
    expect(screen.getByRole('combobox', { name: 'Compensação de intervalo' })).toHaveTextContent('Sem compensação');

    await answer(user, 'Limitar o horário de registro do ponto?', 'Sim');
    await user.click(button('PROXIMA ETAPA'));
    await waitFor(() => expect(messageOf(field('Tempo limite para registrar'))).toBe('Campo obrigatório'));
    await answer(user, 'Limitar o horário de registro do ponto?', 'Não');
    expect(screen.queryByLabelText('Tempo limite para registrar')).not.toBeInTheDocument();
    expect(api.callsTo('validateWorkdayName')).toEqual([]);
    expect(tab('DETALHES DA JORNADA')).toHaveAttribute('aria-selected', 'true');
  });

  it("checks the name on PROXIMA ETAPA: 'Já existe uma jornada com esse nome' until it changes", async () => {
    const { user, api } = openWizard({ validateWorkdayName: (call) => json(call.query.get('name') === 'Comercial 40h') });
    await fillDetails(user);
    await user.click(button('PROXIMA ETAPA'));
    await waitFor(() => expect(messageOf(field('Nome da jornada'))).toBe('Já existe uma jornada com esse nome'));
    expect(Object.fromEntries(api.callsTo('validateWorkdayName')[0].query)).toEqual({ name: 'Comercial 40h', company: 'c-1' });
    expect(tab('DETALHES DA JORNADA')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('combobox', { name: 'Tipo de ponto' }));
    await user.keyboard('{Escape}');
    expect(messageOf(field('Nome da jornada'))).toBe('Já existe uma jornada com esse nome');

    await retype(user, field('Nome da jornada'), 'Comercial 44h');
    await waitFor(() => expect(messageOf(field('Nome da jornada'))).toBeFalsy());
    await user.click(button('PROXIMA ETAPA'));
    expect(await screen.findByRole('form', { name: 'ESCALA' })).toBeInTheDocument();
    expect(tab('ESCALA')).toHaveAttribute('aria-selected', 'true');
    expect(tab('DETALHES DA JORNADA')).toBeDisabled();
  });

  it("says 'Falha ao salvar detalhes jornada' when the name cannot be checked, and stays", async () => {
    const { user } = openWizard({ validateWorkdayName: () => json({ message: 'Erro' }, 500) });
    await fillDetails(user);
    await user.click(button('PROXIMA ETAPA'));
    expect(await screen.findByText('Falha ao salvar detalhes jornada')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'DETALHES DA JORNADA' })).toBeInTheDocument();
  });

  it("sends the whole journey on CONCLUIR, says 'Jornada salva com sucesso!' and goes back to the list", async () => {
    let refuse = true;
    const { user, api, pathname } = openWizard({
      createWorkday: () => (refuse ? json({ message: 'Erro' }, 500) : json(storedJourney(), 201)),
    });
    await toBreaks(user);
    await choose(user, 'Número de pausas', '1 pausa');
    await fillBreak(user, 1, 'Café', '15 min', '1000');
    await user.click(button('CONCLUIR'));
    expect(await screen.findByText('Não foi possível salvar a jornada, tente novamente.')).toBeInTheDocument();
    expect(pathname()).toBe('/home/journey/new-journey');
    await waitFor(() => expect(button('CONCLUIR')).toBeEnabled());

    refuse = false;
    await user.click(button('CONCLUIR'));
    expect(await screen.findByText('Jornada salva com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/home/journey'));
    const call = api.callsTo('createWorkday').at(-1)!;
    const day = { enterTime: '08:00', exitTime: '17:00', mainBreak: 60 };
    const empty = { enterTime: '', exitTime: '', mainBreak: null };
    expect(call.body).toEqual({
      company: 'c-1',
      name: 'Comercial 40h',
      pointType: 'Normal',
      intervalCompensation: 'noCompensation',
      entryDelayTime: 10,
      breakDelayTime: 10,
      anticipationExitTime: 10,
      breakAnticipationTime: 10,
      limited: false,
      limitTime: null,
      extraHourPerDay: 120,
      nightWork: 'URBAN',
      scaleType: '5x2',
      holidays: true,
      standardWeekScale: {
        isEqualTime: true,
        isMonday: true,
        isTuesday: true,
        isWednesday: true,
        isThursday: true,
        isFriday: true,
        isSaturday: false,
        isSunday: false,
        monday: empty,
        tuesday: empty,
        wednesday: empty,
        thursday: empty,
        friday: empty,
        saturday: empty,
        sunday: empty,
        standardTime: day,
      },
      standardDayScale: { standardDay: empty },
      cycleStart: null,
      agreedMainBreak: false,
      preAssignedBreak: false,
      totalHours: '40:00',
      nightAdditional: '00:00',
      numberOfBreaks: '1Breaks',
      breaks: [{ id: expect.any(String), description: 'Café', time: 15, start: '10:00' }],
    });
    expect(call.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('keeps each step on VOLTAR, and asks (AVISO) before new hours drop the breaks typed', async () => {
    const { user, api } = openWizard({ createWorkday: () => json(storedJourney(), 201) });
    await toBreaks(user);
    await choose(user, 'Número de pausas', '1 pausa');
    await fillBreak(user, 1, 'Café', '15 min', '1600');

    await user.click(button('VOLTAR'));
    const hours = fieldGroup('Horário de todos os dias');
    expect(hours.getByRole('textbox', { name: 'Saída' })).toHaveValue('17:00');
    await user.click(button('VOLTAR'));
    expect(field('Nome da jornada')).toHaveValue('Comercial 40h');
    await user.click(button('PROXIMA ETAPA'));
    await screen.findByRole('form', { name: 'ESCALA' });

    await retype(user, fieldGroup('Horário de todos os dias').getByRole('textbox', { name: 'Saída' }), '1200');
    await user.click(button('PROXIMA ETAPA'));
    const warning = await screen.findByRole('dialog', { name: 'AVISO' });
    expect(warning).toHaveTextContent('Há pausas fora do horário de trabalho informado.');
    await user.click(within(warning).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tab('ESCALA')).toHaveAttribute('aria-selected', 'true');

    await user.click(button('PROXIMA ETAPA'));
    await user.click(within(await screen.findByRole('dialog', { name: 'AVISO' })).getByRole('button', { name: 'CONFIRMAR' }));
    await screen.findByRole('form', { name: 'PAUSAS' });
    expect(screen.getByRole('combobox', { name: 'Número de pausas' })).toHaveTextContent('Nenhuma pausa');
    expect(screen.queryByRole('group', { name: 'Pausa 1' })).not.toBeInTheDocument();
    await user.click(button('CONCLUIR'));
    await waitFor(() => expect(api.callsTo('createWorkday')).toHaveLength(1));
    expect(api.callsTo('createWorkday')[0].body).toMatchObject({ numberOfBreaks: '0Breaks', breaks: [], totalHours: '15:00' });
  });
});
