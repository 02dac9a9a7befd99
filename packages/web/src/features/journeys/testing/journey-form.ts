import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { answer, choose } from '@/testing/form-queries';
import { fill } from '@/testing/user';

// Filling the journey steps as a person does, for the wizard's and the edit screen's tests.

export const TOLERANCE_LABELS = [
  'Tolerância de atraso na entrada',
  'Tolerância de atraso na volta da pausa',
  'Tolerância de antecipação da saída',
  'Tolerância de antecipação da pausa',
];

/** The message shown under a field, or under a radio group. */
export function messageOf(element: HTMLElement): string | null | undefined {
  return element.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent;
}

/** The group of fields of one day ('Segunda-feira', 'Horário de todos os dias', 'Plantão') or break ('Pausa 1'). */
export const fieldGroup = (name: string) => within(screen.getByRole('group', { name }));

/** Replaces what a text box holds, in one input ('0800' into a time box reads 08:00). */
export async function retype(user: UserEvent, box: HTMLElement, text: string) {
  await user.clear(box);
  await fill(user, box, text);
}

export async function fillDetails(user: UserEvent, name = 'Comercial 40h') {
  await retype(user, screen.getByLabelText('Nome da jornada'), name);
  await choose(user, 'Tipo de ponto', 'Normal');
  for (const label of TOLERANCE_LABELS) await choose(user, label, '10 min');
  await choose(user, 'Horas extras por dia', '120 min');
  await answer(user, 'Limitar o horário de registro do ponto?', 'Não');
}

/** A day's hours ('0800' reads 08:00) and main break, in the group named `group`. */
export async function fillDay(user: UserEvent, group: string, enter: string, exit: string | null, mainBreak: string) {
  const day = fieldGroup(group);
  await retype(user, day.getByRole('textbox', { name: 'Entrada' }), enter);
  if (exit !== null) await retype(user, day.getByRole('textbox', { name: 'Saída' }), exit);
  await user.click(day.getByRole('combobox', { name: 'Intervalo principal' }));
  await user.click(await screen.findByRole('option', { name: mainBreak }));
}

/** A weekly scale with the same hours every ticked day (Monday to Friday unless changed). */
export async function fillEqualWeek(user: UserEvent, scale: string, enter: string, exit: string, mainBreak = '60 min') {
  await choose(user, 'Escala', scale);
  const equal = screen.getByRole('checkbox', { name: 'Mesmo horário em todos os dias' });
  if (!(equal as HTMLInputElement).checked) await user.click(equal);
  await fillDay(user, 'Horário de todos os dias', enter, exit, mainBreak);
}

export async function fillBreak(user: UserEvent, position: number, description: string, minutes: string, start: string) {
  const group = fieldGroup(`Pausa ${position}`);
  await retype(user, group.getByRole('textbox', { name: 'Descrição' }), description);
  await user.click(group.getByRole('combobox', { name: 'Duração' }));
  await user.click(await screen.findByRole('option', { name: minutes }));
  await retype(user, group.getByRole('textbox', { name: 'Início' }), start);
}
