import { screen, waitFor, within } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { appPath } from '@colabora/core/navigation/app-routes';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/user';
import { filledDetail, stepsWith, WORKDAYS } from '../testing/admission-detail';
import { choose } from '../testing/new-collaborator-form';
import { AdmissionDetailPage } from './admission-detail-page';


type Handlers = Parameters<typeof mockApi>[0];

async function openDetail(detail: CollaboratorDetail | null, handlers: Handlers = {}) {
  const api = mockApi({
    getUser: () => (detail ? json(detail) : json({ message: 'Registro não encontrado.' }, 404)),
    listWorkdays: () => json(WORKDAYS),
    getFileLink: () => json({ url: 'https://files.test/foto.jpg', expiresIn: 300 }),
    ...handlers,
  });
  const app = renderRoute(appPath('admissionDetail', { userId: 'u-1' }), { admissionDetail: <AdmissionDetailPage /> }, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
  return { ...app, api };
}

async function loaded(name = 'Ana Souza') {
  await screen.findByRole('heading', { name });
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

describe('admission detail (/home/admissions/collaborator/{userId}, spec 001 "Admission detail")', () => {
  it('shows the header, the summary and the six-step stepper', async () => {
    const detail = filledDetail({
      percentageFilled: 60,
      personalData: null,
      steps: stepsWith('notFilled', {
        HIRING_DATA: { status: 'approved', reason: null },
        PERSONAL_DATA: { status: 'disapproved', reason: 'Foto ilegível' },
      }),
    });
    const { api } = await openDetail(detail);
    await loaded();
    expect(api.callsTo('getUser')[0].params).toEqual({ id: 'u-1' });
    expect(screen.getByText('ANALISTA DE RH · RECURSOS HUMANOS')).toBeInTheDocument();
    // No photo yet: the initials.
    expect(screen.getByLabelText('Foto de Ana Souza')).toHaveTextContent('AS');
    expect(screen.getByRole('button', { name: 'REENVIAR CONVITE' })).toBeInTheDocument();

    const summary = within(screen.getByRole('region', { name: 'Resumo da admissão' }));
    expect(summary.getByText('CLT')).toBeInTheDocument();
    expect(summary.getByText('02/03/2026')).toBeInTheDocument();
    expect(summary.getByText('Não informada')).toBeInTheDocument();
    expect(summary.queryByText('???')).not.toBeInTheDocument();
    expect(summary.getByText('20/02/2026')).toBeInTheDocument();
    expect(summary.getByRole('progressbar', { name: 'Preenchimento' })).toHaveAttribute('aria-valuenow', '60');
    expect(summary.getByText('60%')).toBeInTheDocument();
    expect(summary.getByText('Aprovado')).toBeInTheDocument();
    expect(summary.getByText('Reprovado')).toBeInTheDocument();

    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'DADOS CONTRATAÇÃO',
      'DADOS PESSOAIS',
      'DADOS DA FAMÍLIA',
      'DOCUMENTAÇÃO',
      'ENDEREÇO',
      'DADOS BANCÁRIOS',
    ]);
  });

  it('shows the photo, fetched through a short-lived link, and enlarges it on click', async () => {
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:foto');
    const { api, user } = await openDetail(filledDetail());
    await loaded();
    const enlarge = await screen.findByRole('button', { name: 'Ampliar foto' });
    expect(api.callsTo('getFileLink')[0].query.get('key')).toBe('uploads/u-1/foto.jpg');
    await user.click(enlarge);
    const dialog = await screen.findByRole('dialog', { name: 'Foto de Ana Souza' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'blob:foto');
    expect((objectUrl.mock.calls[0][0] as Blob).type).toBe('image/jpeg');
  });

  it('says when the person does not exist, and offers a retry when loading fails', async () => {
    await openDetail(null);
    expect(await screen.findByText(/Colaborador não encontrado/)).toBeInTheDocument();

    let calls = 0;
    const { user } = await openDetail(null, {
      getUser: () => (++calls === 1 ? json({}, 500) : json(filledDetail())),
    });
    expect(await screen.findByText('Não foi possível carregar os dados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TENTAR NOVAMENTE' }));
    await loaded();
  });

  it('shows the saved data read-only, and APROVAR/REPROVAR only on a step under analysis', async () => {
    const detail = filledDetail({
      steps: stepsWith('underAnalysis', {
        HIRING_DATA: { status: 'approved', reason: null },
        FAMILY_DATA: { status: 'approved', reason: null },
        DOCUMENTS: { status: 'disapproved', reason: 'CPF ilegível' },
        BANK_DATA: { status: 'notFilled', reason: null },
      }),
      bankData: null,
    });
    const { user } = await openDetail(detail);
    await loaded();
    expect(within(panel()).getByText('Etapa aprovada!')).toBeInTheDocument();

    await user.click(tab('DADOS PESSOAIS'));
    expect(within(panel()).getByText('17/05/1990')).toBeInTheDocument();
    expect(within(panel()).getByText('São Paulo')).toBeInTheDocument();
    expect(within(panel()).getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'APROVAR' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'REPROVAR' })).toBeInTheDocument();

    await user.click(tab('DADOS DA FAMÍLIA'));
    expect(within(panel()).getByText('Etapa aprovada!')).toBeInTheDocument();
    expect(within(panel()).getByText('111.444.777-35')).toBeInTheDocument();
    expect(within(panel()).getAllByText('Não informado').length).toBeGreaterThan(0);
    expect(within(panel()).queryByRole('button', { name: 'APROVAR' })).toBeNull();

    await user.click(tab('DOCUMENTAÇÃO'));
    expect(within(panel()).getByText('Etapa reprovada')).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Motivo da reprovação')).toHaveValue('CPF ilegível');
    expect(within(panel()).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Ver foto do CPF' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'REPROVAR' })).toBeNull();

    await user.click(tab('DADOS BANCÁRIOS'));
    expect(within(panel()).getByText('Esta etapa ainda não foi preenchida.')).toBeInTheDocument();
  });

  it("approves with {stepName, status:'approved'}, says 'Dados aprovados' and moves to the next tab", async () => {
    const detail = filledDetail({ steps: stepsWith('underAnalysis', { HIRING_DATA: { status: 'approved', reason: null } }) });
    const approved: CollaboratorDetail = { ...detail, steps: { ...detail.steps, PERSONAL_DATA: { status: 'approved', reason: null } } };
    const { api, user } = await openDetail(detail, { updateStep: () => json(approved) });
    await loaded();
    await user.click(tab('DADOS PESSOAIS'));
    await user.click(within(panel()).getByRole('button', { name: 'APROVAR' }));

    expect(await screen.findByText('Dados aprovados')).toBeInTheDocument();
    expect(api.callsTo('updateStep')[0]).toMatchObject({
      params: { userId: 'u-1' },
      body: { stepName: 'PERSONAL_DATA', status: 'approved' },
    });
    expect(tab('DADOS DA FAMÍLIA')).toHaveAttribute('aria-selected', 'true');
  });

  it("keeps the tab and says 'Falha ao aprovar' when the approval fails", async () => {
    const detail = filledDetail({ steps: stepsWith('underAnalysis', { HIRING_DATA: { status: 'approved', reason: null } }) });
    const { user } = await openDetail(detail, { updateStep: () => json({}, 500) });
    await loaded();
    await user.click(tab('DADOS BANCÁRIOS'));
    await user.click(within(panel()).getByRole('button', { name: 'APROVAR' }));
    expect(await screen.findByText('Falha ao aprovar')).toBeInTheDocument();
    expect(tab('DADOS BANCÁRIOS')).toHaveAttribute('aria-selected', 'true');
  });

  it('refuses a step only with a reason, sending {stepName, status:disapproved, reason}', async () => {
    const detail = filledDetail();
    const refused: CollaboratorDetail = { ...detail, steps: { ...detail.steps, ADDRESS: { status: 'disapproved', reason: 'Comprovante antigo' } } };
    const { api, user } = await openDetail(detail, { updateStep: () => json(refused) });
    await loaded();
    await user.click(tab('ENDEREÇO'));
    expect(within(panel()).getByText('01.310-100')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'REPROVAR' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reprovar etapa' }));
    await user.click(dialog.getByRole('button', { name: 'SALVAR' }));
    expect(await dialog.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(api.callsTo('updateStep')).toHaveLength(0);

    await fill(user, dialog.getByLabelText('Motivo da reprovação'), 'Comprovante antigo');
    await user.click(dialog.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findAllByText('Etapa reprovada')).not.toHaveLength(0);
    expect(api.callsTo('updateStep')[0].body).toEqual({
      stepName: 'ADDRESS',
      status: 'disapproved',
      reason: 'Comprovante antigo',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(panel()).getByLabelText('Motivo da reprovação')).toHaveValue('Comprovante antigo');
  });

  it('opens the finish dialog on the approval that completes the six steps; confirming returns to the list', async () => {
    const detail = filledDetail({
      steps: stepsWith('approved', { BANK_DATA: { status: 'underAnalysis', reason: null } }),
    });
    const done = { ...detail, role: 'WAITING_CONTRACT_SIGN' as const, steps: stepsWith('approved') };
    const { user, pathname } = await openDetail(detail, { updateStep: () => json(done) });
    await loaded();
    await user.click(tab('DADOS BANCÁRIOS'));
    await user.click(within(panel()).getByRole('button', { name: 'APROVAR' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Admissão concluída' }));
    // The bank tab is the last: it stays (behind the dialog).
    expect(screen.getByRole('tab', { name: 'DADOS BANCÁRIOS', hidden: true })).toHaveAttribute('aria-selected', 'true');
    await user.click(dialog.getByRole('button', { name: 'VOLTAR PARA ADMISSÕES' }));
    await waitFor(() => expect(pathname()).toBe('/home/admissions'));
  });

  it('saves the hiring data and goes on to DADOS PESSOAIS; the tab then shows only the approved marker', async () => {
    const detail = filledDetail();
    const saved: CollaboratorDetail = { ...detail, steps: { ...detail.steps, HIRING_DATA: { status: 'approved', reason: null } } };
    const { api, user } = await openDetail(detail, { saveHiringData: () => json(saved) });
    await loaded();
    await choose(user, 'Jornada de trabalho', 'Escala 12x36');
    await choose(user, 'Período de experiência', '45/45 dias');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));

    expect(await screen.findByText('Dados salvos com sucesso.')).toBeInTheDocument();
    expect(api.callsTo('saveHiringData')[0].body).toMatchObject({ workday: 'w-2', salary: 412345, experiencePeriod: '45/45' });
    expect(tab('DADOS PESSOAIS')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('DADOS CONTRATAÇÃO'));
    expect(within(panel()).getByText('Etapa aprovada!')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'SALVAR' })).toBeNull();
  });

  it('resends the invite after a confirmation, with {email, userId}', async () => {
    const { api, user } = await openDetail(filledDetail(), { resetPassword: () => json(filledDetail()) });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'REENVIAR CONVITE' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reenviar convite' }));
    expect(dialog.getByText(/ana@demo\.com\.br/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'REENVIAR' }));
    expect(await screen.findByText('Senha resetada com sucesso')).toBeInTheDocument();
    expect(api.callsTo('resetPassword')[0].body).toEqual({ email: 'ana@demo.com.br', userId: 'u-1' });
  });

  it("exports the person's data (LGPD): the zip downloads through its link, and HR is told", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const link = { url: 'https://files.test/exports/dados-ana-souza.zip?signature=abc', expiresIn: 60 };
    const { api, user } = await openDetail(filledDetail(), { exportPersonData: () => json(link) });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'EXPORTAR DADOS (LGPD)' }));
    expect(await screen.findByText('Exportação concluída. O arquivo foi baixado.')).toBeInTheDocument();
    expect(api.callsTo('exportPersonData')[0].params).toEqual({ userId: 'u-1' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(link.url);
  });

  it('says when the export fails', async () => {
    const { user } = await openDetail(filledDetail(), { exportPersonData: () => json({}, 500) });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'EXPORTAR DADOS (LGPD)' }));
    expect(await screen.findByText('Não foi possível exportar os dados. Tente novamente.')).toBeInTheDocument();
  });
});
