import userEvent, { type Options, type UserEvent } from '@testing-library/user-event';

/**
 * A person who acts at once: no pause between keystrokes and clicks. Nothing under test measures the
 * time between two keys; debounces and timers still run on the real clock.
 */
export function setupUser(options: Options = {}) {
  return userEvent.setup({ delay: null, ...options });
}

/**
 * Puts `text` into an empty field in one input, as a paste does: for fields whose key-by-key behaviour
 * (masks, money, dates, debounced searches) is not what the test is about.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
