import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The radio group asking `name`. */
export function group(name: string) {
  return within(screen.getByRole('radiogroup', { name }));
}

/** Picks `option` of the radio group asking `question`. */
export async function answer(user: UserEvent, question: string, option: string) {
  await user.click(group(question).getByRole('radio', { name: option }));
}

/** Opens the select labelled `label` and picks `option`. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
