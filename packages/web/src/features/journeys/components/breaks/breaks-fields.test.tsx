import { screen, waitFor, within } from '@testing-library/react';
import { storedJourney } from '@colabora/core/workday/testing/journeys';
import { describe, expect, it } from 'vitest';
import { choose } from '@/testing/form-queries';
import { journeyValues, NEW_JOURNEY_VALUES } from '../../journey-form-values';
import { fieldGroup, fillBreak, messageOf, retype } from '../../testing/journey-form';
import { renderStep } from '../../testing/render-step';
import { BreaksFields } from './breaks-fields';
import { breaksValidate } from './use-breaks-validate';

/** Against Monday to Friday, 08:00–17:48. */
function openBreaks() {
  return renderStep(<BreaksFields />, NEW_JOURNEY_VALUES.breaks, breaksValidate(journeyValues(storedJourney()).scale));
}

const save = () => screen.getByRole('button', { name: 'SALVAR' });
const legends = () => screen.queryAllByRole('group').map((group) => group.querySelector('legend')?.textContent);

describe('PAUSAS step (spec 002 §5.12)', () => {
  it('shows as many break rows as the number of breaks chosen, keeping those typed', async () => {
    const { user } = openBreaks();
    await user.click(screen.getByRole('combobox', { name: 'Número de pausas' }));
    const counts = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(counts).toEqual(['Nenhuma pausa', '1 pausa', '2 pausas', '3 pausas', '4 pausas']);
    await user.click(screen.getByRole('option', { name: '3 pausas' }));
    expect(legends()).toEqual(['Pausa 1', 'Pausa 2', 'Pausa 3']);
    await retype(user, fieldGroup('Pausa 1').getByRole('textbox', { name: 'Descrição' }), 'Café');
    await choose(user, 'Número de pausas', '1 pausa');
    expect(legends()).toEqual(['Pausa 1']);
    expect(fieldGroup('Pausa 1').getByRole('textbox', { name: 'Descrição' })).toHaveValue('Café');
    await choose(user, 'Número de pausas', 'Nenhuma pausa');
    expect(legends()).toEqual([]);
  });

  it("says 'Campo obrigatório' for the number and for each field of a break", async () => {
    const { user, onSubmit } = openBreaks();
    await user.click(save());
    await waitFor(() => expect(messageOf(screen.getByRole('combobox', { name: 'Número de pausas' }))).toBe('Campo obrigatório'));
    await choose(user, 'Número de pausas', '1 pausa');
    await user.click(save());
    const first = fieldGroup('Pausa 1');
    await waitFor(() => expect(messageOf(first.getByRole('textbox', { name: 'Descrição' }))).toBe('Campo obrigatório'));
    expect(messageOf(first.getByRole('combobox', { name: 'Duração' }))).toBe('Campo obrigatório');
    expect(messageOf(first.getByRole('textbox', { name: 'Início' }))).toBe('Campo obrigatório');
    await user.click(first.getByRole('combobox', { name: 'Duração' }));
    const durations = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(durations).toEqual(['30 min', '25 min', '20 min', '15 min', '10 min', '5 min']);
    await user.keyboard('{Escape}');
    await retype(user, first.getByRole('textbox', { name: 'Início' }), '093');
    await waitFor(() => expect(messageOf(first.getByRole('textbox', { name: 'Início' }))).toBe('Horário Invalido'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses repeated names (any case), overlapping breaks and breaks outside the working hours', async () => {
    const { user, onSubmit } = openBreaks();
    await choose(user, 'Número de pausas', '2 pausas');
    await fillBreak(user, 1, 'Café', '15 min', '1000');
    await fillBreak(user, 2, 'café', '15 min', '1010');
    await user.click(save());
    const second = fieldGroup('Pausa 2');
    await waitFor(() => expect(messageOf(second.getByRole('textbox', { name: 'Descrição' }))).toBe('Há pausas com nomes repetidos'));
    expect(messageOf(second.getByRole('textbox', { name: 'Início' }))).toBe('Há uma ou mais pausas com horarios inválidos');

    await retype(user, second.getByRole('textbox', { name: 'Descrição' }), 'Lanche');
    // 17:40 plus 15 minutes ends after 17:48.
    await retype(user, second.getByRole('textbox', { name: 'Início' }), '1740');
    await waitFor(() => expect(messageOf(second.getByRole('textbox', { name: 'Início' }))).toBe('Há pausas fora do horário de trabalho'));
    expect(messageOf(second.getByRole('textbox', { name: 'Descrição' }))).toBeFalsy();

    await retype(user, second.getByRole('textbox', { name: 'Início' }), '1645');
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      numberOfBreaks: '2Breaks',
      breaks: [
        { id: expect.any(String), description: 'Café', time: 15, start: '10:00' },
        { id: expect.any(String), description: 'Lanche', time: 15, start: '16:45' },
      ],
    });
  });
});
