import { screen, waitFor, within } from '@testing-library/react';
import type { InviteSummary } from '@colabora/core/admission/contract';
import { initialSteps } from '@colabora/core/admission/steps';
import type { Role } from '@colabora/core/enums';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { candidateDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

// Where each person lands when opening a path (spec 000 §2.2), after every redirect has run.
const CASES: [Role | null, string, string][] = [
  [null, '/home/career', '/'],
  [null, '/home/admissions/new-colaborator', '/'],
  [null, '/colaborator-home', '/'],
  [null, '/colaborator-home/data/u-1', '/'],
  // A candidate whose session expired on a step signs in again at the invite sign-in (issue 9).
  [null, '/steps/1', '/admission-process'],
  [null, '/steps/contract', '/admission-process'],
  [null, '/admission-process', '/admission-process'],
  ['ADMINISTRATOR_COMPANY', '/', '/home/admissions'],
  ['ADMINISTRATOR_COMPANY', '/home', '/home/admissions'],
  ['ADMINISTRATOR_COMPANY', '/home/departments', '/home/departments'],
  ['ADMINISTRATOR_COMPANY', '/colaborator-home', '/home/admissions'],
  ['HUMAN_RESOURCES_MANAGMENT', '/home/journey/new-journey', '/home/journey/new-journey'],
  ['HUMAN_RESOURCES_MANAGMENT', '/steps/contract', '/home/admissions'],
  ['HUMAN_RESOURCES_MANAGMENT', '/admission-process', '/home/admissions'],
  ['HUMAN_RESOURCES_MANAGMENT', '/colaborator-home/contracts/u-9', '/colaborator-home/contracts/u-9'],
  ['EMPLOYEE', '/', '/colaborator-home'],
  ['EMPLOYEE', '/home/career', '/colaborator-home'],
  ['EMPLOYEE', '/colaborator-home/score/journey/u-1', '/colaborator-home/score/journey/u-1'],
  ['EMPLOYEE', '/home/admissions/new-colaborator', '/home/admissions/new-colaborator'],
  ['EMPLOYEE', '/collaborator', '/colaborator-home'],
  ['WAITING_CONTRACT_SIGN', '/', '/steps/admission-exam'],
  ['WAITING_CONTRACT_SIGN', '/home/career', '/steps/admission-exam'],
  ['WAITING_CONTRACT_SIGN', '/steps/contract', '/steps/contract'],
  ['ADMISSION_PROCESS', '/steps/3', '/steps/3'],
  // §2.2 names '/collaborator/admissions' (not a route): with no invite known, the welcome page.
  ['ADMISSION_PROCESS', '/colaborator-home', '/collaborator'],
  ['ADMISSION_PROCESS', '/', '/collaborator'],
  ['ADMINISTRATOR', '/', '/to-do'],
  ['ADMINISTRATOR', '/home/career', '/to-do'],
];

describe('route guards', () => {
  it.each(CASES)('%s opening %s lands on %s', async (role, path, landing) => {
    const { pathname } = renderApp(path, { session: role ? sessionFor(role) : undefined });
    await waitFor(() => expect(pathname()).toBe(landing));
    await waitFor(() => expect(screen.queryByLabelText('Carregando página')).not.toBeInTheDocument());
    expect(pathname()).toBe(landing);
  });

  // The candidate's place follows the invite stored with the session (core candidate-destination.ts); with the
  // terms accepted, /steps opens the first step still to fill (here all of them).
  it.each<[Role, Partial<InviteSummary>, string, string]>([
    ['ADMISSION_PROCESS', {}, '/admission-process', '/collaborator'],
    ['ADMISSION_PROCESS', {}, '/steps/5', '/collaborator'],
    ['ADMISSION_PROCESS', { accepted: true }, '/admission-process', '/steps/1'],
    ['ADMISSION_PROCESS', { accepted: true }, '/home/career', '/steps/1'],
    ['ADMISSION_PROCESS', { accepted: true, emailVerify: true }, '/', '/steps/create-password'],
    ['WAITING_CONTRACT_SIGN', { accepted: true }, '/admission-process', '/steps/admission-exam'],
    ['WAITING_CONTRACT_SIGN', { accepted: true, emailVerify: true }, '/admission-process', '/steps/create-password'],
  ])('%s with invite %o opening %s lands on %s', async (role, flags, path, landing) => {
    const invite: InviteSummary = { _id: 'inv-1', opened: true, concluded: false, emailVerify: false, accepted: false, ...flags };
    mockApi({ getUserSteps: () => json(initialSteps()), getUser: () => json(candidateDetail()) });
    const { pathname } = renderApp(path, { session: { ...sessionFor(role), invite } });
    await waitFor(() => expect(pathname()).toBe(landing));
    await waitFor(() => expect(screen.queryByLabelText('Carregando página')).not.toBeInTheDocument());
    expect(pathname()).toBe(landing);
  });

  it('shows the not-found page, with a way out, outside the route map', async () => {
    const { user, pathname } = renderApp('/to-do', { session: sessionFor('ADMINISTRATOR') });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAIR' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(getSession()).toBeNull();
  });
});

describe('admin layout (spec 000 §2.3)', () => {
  it('shows the groups, disables what is not available and highlights the open page', async () => {
    renderApp('/home/journey/edit-journey', { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    for (const group of ['COLABORADORES', 'PONTOS', 'IMPORTAR']) expect(within(menu).getByText(group)).toBeInTheDocument();
    for (const entry of ['ADMISSÃO', 'ATIVOS', 'DEMISSÃO', 'CARGOS', 'DEPARTAMENTOS', 'REGISTRO DE PONTOS', 'FERIADOS']) {
      expect(within(menu).getByRole('link', { name: entry })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'JORNADAS' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'CARGOS' })).not.toHaveAttribute('aria-current');
    for (const disabled of ['RELATÓRIOS', 'COLABORADORES EM MASSA', 'PONTOS EM MASSA', 'DADOS GERAIS']) {
      expect(within(menu).getByRole('button', { name: disabled })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getByRole('heading', { name: 'Editar jornada' })).toBeInTheDocument();
  });

  it('signs out to the sign-in screen', async () => {
    const { user, pathname } = renderApp('/home/holidays', { session: sessionFor('ADMINISTRATOR_COMPANY') });
    await user.click(await screen.findByRole('button', { name: 'SAIR' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(getSession()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'LOGIN' })).toBeInTheDocument();
  });
});

// The collaborator layout (000 §2.3) is tested in layouts/collaborator-layout.test.tsx.
