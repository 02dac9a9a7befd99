import { screen, waitFor, within } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it } from 'vitest';
import { candidateDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

function openLayout(person: CollaboratorDetail | null, path = '/colaborator-home/contracts/u-1') {
  const session = sessionFor('EMPLOYEE');
  const api = mockApi({
    getUser: () => (person ? json(person) : json({ message: 'Falha' }, 500)),
    listPayslips: () => json([]),
  });
  // The session carries the status of the sign-in: a former employee signs in already DISMISSED.
  if (person?.statusActive === 'DISMISSED') session.user.statusActive = 'DISMISSED';
  const app = renderApp(path, { session });
  return { api, ...app };
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

  it('leads MEU PONTO to Meu ponto, the page the journey is reached from', async () => {
    openLayout(candidateDetail({ role: 'EMPLOYEE', statusActive: 'WORK_EXPERIENCE' }));
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'MEU PONTO' })).toHaveAttribute('href', '/colaborator-home/score/u-1');
    expect(nav.queryByRole('link', { name: 'MINHA JORNADA' })).not.toBeInTheDocument();
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

  describe('a former employee (dismissal concluded, issue 13)', () => {
    const former = () => candidateDetail({ role: 'EMPLOYEE', statusActive: 'DISMISSED' });

    it('shows only CONTRATOS and HOLERITES, none of the work pages', async () => {
      openLayout(former());
      const nav = await menu();
      await nav.findByRole('link', { name: 'HOLERITES' });
      expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['CONTRATOS', 'HOLERITES']);
      expect(nav.getByRole('link', { name: 'HOLERITES' })).toHaveAttribute('href', '/colaborator-home/data/u-1');
      expect(nav.queryByRole('button', { name: 'MEU PONTO' })).not.toBeInTheDocument();
    });

    it.each(['/colaborator-home', '/colaborator-home/score/journey/u-1'])(
      'leads %s to Contratos',
      async (path) => {
        const { pathname } = openLayout(former(), path);
        await waitFor(() => expect(pathname()).toBe('/colaborator-home/contracts/u-1'));
      },
    );

    it('shows their payslips alone where MEUS DADOS was', async () => {
      const { pathname } = openLayout(former(), '/colaborator-home/data/u-1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Holerites' })).toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: 'SOBRE VOCÊ' })).not.toBeInTheDocument();
      expect(pathname()).toBe('/colaborator-home/data/u-1');
    });
  });
});
