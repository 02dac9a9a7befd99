import { screen, within } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it } from 'vitest';
import { candidateDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

function openLayout(person: CollaboratorDetail | null) {
  const api = mockApi({ getUser: () => (person ? json(person) : json({ message: 'Falha' }, 500)) });
  renderApp('/colaborator-home/contracts/u-1', { session: sessionFor('EMPLOYEE') });
  return api;
}

async function menu() {
  return within(await screen.findByRole('navigation', { name: 'Menu do colaborador' }));
}

function sideSummary() {
  return within(screen.getByText('Data de admissão').closest('dl') as HTMLElement);
}

describe('collaborator layout (spec 000 §2.3)', () => {
  it("lists MEUS DADOS and CONTRATOS as the person's own pages, each in a list item", async () => {
    openLayout(candidateDetail({ role: 'EMPLOYEE', statusActive: 'WORK_EXPERIENCE' }));
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'MEUS DADOS' })).toHaveAttribute('href', '/colaborator-home/data/u-1');
    expect(nav.getByRole('link', { name: 'CONTRATOS' })).toHaveAttribute('href', '/colaborator-home/contracts/u-1');
    expect(nav.getByRole('link', { name: 'CONTRATOS' })).toHaveAttribute('aria-current', 'page');
    for (const list of screen.getByRole('navigation', { name: 'Menu do colaborador' }).querySelectorAll('ul')) {
      expect(Array.from(list.children, (child) => child.tagName).every((tag) => tag === 'LI')).toBe(true);
    }
  });

  it('shows MEU PONTO disabled, saying why, instead of leading to an empty page', async () => {
    openLayout(candidateDetail({ role: 'EMPLOYEE', statusActive: 'WORK_EXPERIENCE' }));
    const nav = await menu();
    expect(nav.queryByRole('link', { name: /MEU PONTO/ })).not.toBeInTheDocument();
    const entry = nav.getByRole('button', { name: 'MEU PONTO' });
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(entry).toHaveAccessibleDescription('O registro de ponto ainda não está disponível.');
  });

  it("shows the person's current status and admission date (dd/MM/yyyy), not the copy kept at sign-in", async () => {
    openLayout(candidateDetail({ role: 'EMPLOYEE', statusActive: 'VACATION', admissionDate: '2026-01-15' }));
    await menu();
    expect(await sideSummary().findByText('Férias')).toBeInTheDocument();
    expect(sideSummary().getByText('15/01/2026')).toBeInTheDocument();
  });

  it('keeps the status from sign-in when the record cannot be read', async () => {
    openLayout(null);
    await menu();
    expect(sideSummary().getByText('Em experiência')).toBeInTheDocument();
    expect(sideSummary().getByText('15/01/2026')).toBeInTheDocument();
  });
});
