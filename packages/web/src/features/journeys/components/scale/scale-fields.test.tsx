import { screen, waitFor, within } from '@testing-library/react';
import { journeyScaleSchema } from '@colabora/core/workday/schema';
import { describe, expect, it } from 'vitest';
import { answer, choose } from '@/testing/form-queries';
import { zodValidate } from '@/lib/zod-formik';
import { NEW_JOURNEY_VALUES, type ScaleValues } from '../../journey-form-values';
import { fieldGroup, fillDay, messageOf, retype } from '../../testing/journey-form';
import { renderStep } from '../../testing/render-step';
import { ScaleFields } from './scale-fields';

function openScale(initial: ScaleValues = NEW_JOURNEY_VALUES.scale) {
  return renderStep(<ScaleFields />, initial, zodValidate<ScaleValues>(journeyScaleSchema));
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'SALVAR' });

describe('ESCALA step (spec 002 §4.6, §5.11)', () => {
  it('starts a weekly scale on Monday to Friday and sums the week as the hours are typed', async () => {
    const { user } = openScale();
    await choose(user, 'Escala', 'Semanal 5x2');
    const days = within(screen.getByRole('group', { name: 'Dias de trabalho' }));
    expect(days.getAllByRole('checkbox').map((box) => [box.getAttribute('name'), (box as HTMLInputElement).checked])).toEqual([
      ['standardWeekScale.isMonday', true],
      ['standardWeekScale.isTuesday', true],
      ['standardWeekScale.isWednesday', true],
      ['standardWeekScale.isThursday', true],
      ['standardWeekScale.isFriday', true],
      ['standardWeekScale.isSaturday', false],
      ['standardWeekScale.isSunday', false],
    ]);
    for (const day of ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira']) {
      expect(fieldGroup(day).getByRole('textbox', { name: 'Entrada' })).toBeInTheDocument();
    }
    expect(screen.queryByRole('group', { name: 'Sábado' })).not.toBeInTheDocument();
    expect(field('Total de horas semanais')).toHaveValue('00:00');
    expect(field('Total de horas semanais')).toHaveAccessibleDescription('Máximo da escala: 44:00');

    await fillDay(user, 'Segunda-feira', '0800', '1700', '60 min');
    expect(field('Total de horas semanais')).toHaveValue('08:00');

    await user.click(days.getByRole('checkbox', { name: 'Sábado' }));
    expect(fieldGroup('Sábado').getByRole('textbox', { name: 'Entrada' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Mesmo horário em todos os dias' }));
    expect(screen.queryByRole('group', { name: 'Segunda-feira' })).not.toBeInTheDocument();
    await fillDay(user, 'Horário de todos os dias', '2200', '0600', '60 min');
    // Six shifts of 22:00–06:00: 7 worked hours each (8 less the main break), 7 clock hours in 22:00–05:00.
    expect(field('Total de horas semanais')).toHaveValue('42:00');
    expect(field('Adicional noturno')).toHaveValue('42:00');
  });

  it('forces holidays on 12/36 (locked) and computes the exit and the fixed totals; 24/48 too', async () => {
    const { user } = openScale();
    await answer(user, 'Aplicar feriados?', 'Não');
    await choose(user, 'Escala', '12/36');
    const holidays = screen.getByRole('radiogroup', { name: 'Aplicar feriados?' });
    expect(within(holidays).getByRole('radio', { name: 'Sim' })).toBeChecked();
    expect(within(holidays).getByRole('radio', { name: 'Não' })).toBeDisabled();
    expect(messageOf(holidays)).toBe('Nas escalas 12/36 e 24/48 os feriados são sempre aplicados.');
    expect(screen.queryByRole('group', { name: 'Dias de trabalho' })).not.toBeInTheDocument();

    const shift = fieldGroup('Plantão');
    await retype(user, shift.getByRole('textbox', { name: 'Entrada' }), '0800');
    const exit = shift.getByRole('textbox', { name: 'Saída' });
    expect(exit).toHaveValue('20:00');
    expect(exit).toHaveAttribute('readonly');
    expect(exit).toHaveAccessibleDescription('Calculada: entrada mais 12 horas');
    expect(field('Total fixo da escala')).toHaveValue('48:00');
    expect(field('Total fixo da escala')).toHaveAttribute('readonly');
    expect(field('Adicional noturno')).toHaveValue('00:00');

    await choose(user, 'Escala', '24/48');
    expect(fieldGroup('Plantão').getByRole('textbox', { name: 'Saída' })).toHaveValue('08:00');
    expect(field('Total fixo da escala')).toHaveValue('72:00');
    expect(field('Adicional noturno')).toHaveValue('21:00');
  });

  it("offers an optional 'Início do ciclo' on day-based scales, explaining the admission date is used without it", async () => {
    const { user, onSubmit } = openScale();
    await choose(user, 'Escala', '24/48');
    expect(screen.getByRole('textbox', { name: 'Início do ciclo' })).not.toBeRequired();
    expect(
      screen.getByText('Primeiro dia de plantão da escala. Se ficar em branco, o ciclo de cada pessoa começa na própria data de admissão.'),
    ).toBeInTheDocument();
    await fillDay(user, 'Plantão', '0700', null, '60 min');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ scaleType: '24/48', holidays: true, cycleStart: '' });
  });

  it("says 'Campo obrigatório' for the scale and its hours, and 'Horário Invalido' for a time that is not one", async () => {
    const { user, onSubmit } = openScale();
    await user.click(save());
    await waitFor(() => expect(messageOf(screen.getByRole('combobox', { name: 'Escala' }))).toBe('Campo obrigatório'));
    expect(messageOf(screen.getByRole('radiogroup', { name: 'Aplicar feriados?' }))).toBe('Campo obrigatório');

    await choose(user, 'Escala', 'Semanal 5x2');
    await user.click(save());
    const monday = fieldGroup('Segunda-feira');
    await waitFor(() => expect(messageOf(monday.getByRole('textbox', { name: 'Entrada' }))).toBe('Campo obrigatório'));
    expect(messageOf(monday.getByRole('textbox', { name: 'Saída' }))).toBe('Campo obrigatório');
    expect(messageOf(monday.getByRole('combobox', { name: 'Intervalo principal' }))).toBe('Campo obrigatório');
    // Every ticked day says it, not only the first (the days start alike, each its own).
    for (const day of ['Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira']) {
      expect(messageOf(fieldGroup(day).getByRole('textbox', { name: 'Entrada' }))).toBe('Campo obrigatório');
    }

    // Typed key by key, the digits read as HH:MM.
    await user.type(monday.getByRole('textbox', { name: 'Entrada' }), '2500');
    expect(monday.getByRole('textbox', { name: 'Entrada' })).toHaveValue('25:00');
    await retype(user, monday.getByRole('textbox', { name: 'Saída' }), '083');
    await waitFor(() => expect(messageOf(monday.getByRole('textbox', { name: 'Entrada' }))).toBe('Horário Invalido'));
    expect(messageOf(monday.getByRole('textbox', { name: 'Saída' }))).toBe('Horário Invalido');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the number of days, the hours of each day and the weekly total of the scale', async () => {
    const { user, onSubmit } = openScale({ ...NEW_JOURNEY_VALUES.scale, holidays: false });
    await choose(user, 'Escala', 'Semanal 6x1');
    await user.click(screen.getByRole('checkbox', { name: 'Mesmo horário em todos os dias' }));
    const hours = fieldGroup('Horário de todos os dias');
    await fillDay(user, 'Horário de todos os dias', '0800', '1600', '60 min');
    await user.click(save());
    const days = screen.getByRole('group', { name: 'Dias de trabalho' });
    await waitFor(() =>
      expect(days).toHaveTextContent(
        'O número de dias selecionado(5) não é igual ao número de dias necessários na escala Semanal 6x1 que são 6 dias',
      ),
    );

    await choose(user, 'Escala', 'Semanal 5x2');
    await retype(user, hours.getByRole('textbox', { name: 'Entrada' }), '0700');
    await retype(user, hours.getByRole('textbox', { name: 'Saída' }), '1800');
    await user.click(save());
    // 10 hours a day is past 5x2's 528 minutes, and 50 hours a week past its 44.
    await waitFor(() =>
      expect(messageOf(hours.getByRole('textbox', { name: 'Saída' }))).toBe('A escala possui inconsistência de horario em algum(ns) dia(s) '),
    );
    const total = field('Total de horas semanais');
    expect(total).toHaveValue('50:00');
    expect(total).toBeInvalid();
    expect(total).toHaveAccessibleErrorMessage(
      'A escala selecionada (Semanal 5x2) possui um total de horas semanais maior do que o permitido para essa escala (44 horas) ou há inconsistência no horario',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await retype(user, hours.getByRole('textbox', { name: 'Saída' }), '1648');
    await user.click(save());
    // 44:00 exactly is allowed.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(total).toHaveValue('44:00');
  });

  it('refuses a main break under 1 h on a day over 6 h unless a collective agreement sets it (issue 22 §3)', async () => {
    const { user, onSubmit } = openScale({ ...NEW_JOURNEY_VALUES.scale, holidays: true });
    await choose(user, 'Escala', 'Semanal 5x2');
    await user.click(screen.getByRole('checkbox', { name: 'Mesmo horário em todos os dias' }));
    await fillDay(user, 'Horário de todos os dias', '0800', '1630', '30 min');
    const agreed = screen.getByRole('radiogroup', { name: 'Intervalo principal menor que 1 hora previsto em convenção ou acordo coletivo?' });
    expect(within(agreed).getByRole('radio', { name: 'Não' })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: 'Intervalo principal pré-assinalado?' })).getByRole('radio', { name: 'Não' })).toBeChecked();
    await user.click(save());
    const hours = fieldGroup('Horário de todos os dias');
    await waitFor(() => expect(messageOf(hours.getByRole('combobox', { name: 'Intervalo principal' }))).toMatch(/^Em dias de mais de 6 horas o intervalo principal/));
    expect(onSubmit).not.toHaveBeenCalled();
    await answer(user, 'Intervalo principal menor que 1 hora previsto em convenção ou acordo coletivo?', 'Sim');
    await answer(user, 'Intervalo principal pré-assinalado?', 'Sim');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ agreedMainBreak: true, preAssignedBreak: true });
  });
});
