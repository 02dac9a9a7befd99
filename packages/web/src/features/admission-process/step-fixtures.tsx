import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { initialSteps, type Steps } from '@colabora/core/admission/steps';
import { WIZARD_STEPS } from '@colabora/core/admission/wizard';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { candidateDetail, candidateSession } from './test-fixtures';

// Helpers of the wizard pages' tests (/steps/1…/steps/6).


export type Handlers = Parameters<typeof mockApi>[0];

/** Tests run on 10/03/2026 (America/Sao_Paulo), so birth and issue dates stay in the past. */
export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T12:00:00-03:00'));
}

/** jsdom has no object URLs; the file slot previews a chosen image with one. */
export function stubImagePreview() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
}

type StepRoute = 'step1' | 'step2' | 'step3' | 'step4' | 'step5' | 'step6';

/** The steps of a candidate who filled the first `pages` step pages in order (each under analysis). */
export function stepsFilledUpTo(pages: number): Steps {
  const steps = initialSteps();
  WIZARD_STEPS.slice(0, pages).forEach((step) => (steps[step] = { status: 'underAnalysis', reason: null }));
  return steps;
}

/**
 * Renders a wizard page at its route as a candidate who accepted the terms, with GET /api/users/{id}
 * answering `candidate` (by default one who filled the pages before this one, in order). No other page is
 * there: a test reads where the page led from `pathname()`.
 */
export async function openStep(
  step: StepRoute,
  page: ReactElement,
  candidate: CollaboratorDetail = candidateDetail({ steps: stepsFilledUpTo(Number(step.slice(-1)) - 1) }),
  handlers: Handlers = {},
) {
  const api = mockApi({ getUser: () => json(candidate), ...handlers });
  const app = renderRoute(appPath(step), { [step]: page }, { session: candidateSession({ opened: true, accepted: true }) });
  await screen.findByRole('navigation', { name: 'Etapas do cadastro' });
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Carregando' })).not.toBeInTheDocument());
  return { ...app, api };
}

export const field = (label: string) => screen.getByLabelText(label);

/** The message under a field (its accessible description). */
export function messageOf(label: string): string | null | undefined {
  const describedBy = field(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
}

/** The message under a question answered with radios, or under a file slot. */
export function messageNear(label: string): string {
  const group = screen.queryByRole('radiogroup', { name: label });
  return (group?.parentElement ?? field(label).closest('label')?.parentElement?.parentElement)?.textContent ?? '';
}

export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types into an autocomplete and picks the option. */
export async function pick(user: UserEvent, label: string, typed: string, option: string = typed) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.paste(typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

export async function answer(user: UserEvent, question: string, option: string) {
  await user.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: option }));
}

export function submitButton(name: string = 'SALVAR E CONTINUAR') {
  return screen.getByRole('button', { name });
}

export const photo = { key: 'uploads/u-1/selfie.jpg', name: 'selfie.jpg', size: 2048 };
/** Stands for lib/upload-file (storage is not reachable in tests): the key the upload would answer. */
export async function uploadedKey(file: File): Promise<string> {
  return `uploads/u-1/${file.name}`;
}

export const pdfFile = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
export const imageFile = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
