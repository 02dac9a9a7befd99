import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { negativeBankRefusal } from '@colabora/core/timeclock/bank-balance';
import { BANK_MSG } from '@colabora/core/timeclock/bank-messages';
import { REQUEST_MSG } from '@colabora/core/timeclock/request-messages';
import type { PointSolicitation } from '@colabora/core/timeclock/request-schema';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type ApiCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import { adjustmentRequest } from '@colabora/core/timeclock/testing/point-solicitation';
import { RequestsInAnalysisTab } from './requests-in-analysis-tab';

const ADJUSTMENT = adjustmentRequest({ user: { _id: 'u-2', fullName: 'Bruno Álvares' } });
const CERTIFICATE: PointSolicitation = {
  ...ADJUSTMENT,
  _id: 'r-2',
  user: { _id: 'u-3', fullName: 'Carla Zélia de Albuquerque Cavalcanti Monteiro' },
  reason: 'MEDICAL_CERTIFICATE',
  pointAlert: { _id: 'a-2', alertType: 'ABSENCE', pointType: 'ENTRY', breakName: null, pointStartDate: '2026-03-04T08:00:00-03:00' },
  day: '2026-03-04',
  registerDate: null,
  viewed: true,
  attachment: { key: 'files/c-1/x/atestado.pdf', name: 'atestado.pdf', size: 10 },
};

type Handlers = Parameters<typeof mockApi>[0];

function open(handlers: Handlers = {}, rows: PointSolicitation[] = [ADJUSTMENT, CERTIFICATE]) {
  const api = mockApi({
    listRequestsInAnalysis: () => json({ docs: rows, total: rows.length }),
    markRequestViewed: () => json({ ...ADJUSTMENT, viewed: true }),
    ...handlers,
  });
  const app = renderWithProviders(<RequestsInAnalysisTab />, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  return { ...app, api };
}

const lastList = (api: ReturnType<typeof mockApi>) => Object.fromEntries((api.callsTo('listRequestsInAnalysis').at(-1) as ApiCall).query);

async function openRequest(user: ReturnType<typeof open>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Ver solicitação: ${name}` }));
  return within(await screen.findByRole('dialog', { name: 'SOLICITAÇÃO' }));
}

describe("Registro de pontos' SOLICITAÇÕES (002 §2.3, §4.1, §9)", () => {
  it('lists the requests in analysis newest first, 5 a page: Nome (sortable, 35 characters) and Motivo', async () => {
    const { api, user } = open();
    const table = await screen.findByRole('table', { name: 'Solicitações em análise' });
    await within(table).findByText('Bruno Álvares');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Nome', 'Motivo', '']);
    expect(within(table).getByText('Carla Zélia de Albuquerque Cavalcan…')).toBeInTheDocument();
    expect(within(table).getByText('Ajuste do ponto')).toBeInTheDocument();
    expect(api.callsTo('listRequestsInAnalysis')[0].params).toEqual({ companyId: 'c-1' });
    expect(lastList(api)).toEqual({ page: '1', limit: '5', order: 'desc', orderBy: 'createdAt' });
    await user.click(within(table).getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ orderBy: 'fullName', order: 'asc' }));
    expect(within(table).queryByRole('button', { name: 'Motivo' })).not.toBeInTheDocument();
  });

  it('searches by name and filters by Motivo (Atestado, Ajuste de ponto, Folga)', async () => {
    const { api, user } = open();
    await screen.findByText('Bruno Álvares');
    await fill(user, screen.getByLabelText('Pesquisar por nome'), 'bruno');
    await waitFor(() => expect(lastList(api)).toMatchObject({ text: 'bruno', page: '1' }), { timeout: 2000 });
    await user.click(screen.getByRole('combobox', { name: 'Motivo' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Motivo', 'Atestado', 'Ajuste de ponto', 'Folga']);
    await user.click(screen.getByRole('option', { name: 'Atestado' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ reason: 'MEDICAL_CERTIFICATE' }));
  });

  it("shows 'Nenhuma solicitação econtrada!' (sic) when there is none", async () => {
    open({}, []);
    expect(await screen.findByText('Nenhuma solicitação econtrada!')).toBeInTheDocument();
  });

  it("says 'Não foi possivel obter as solicitações!' when the list cannot load", async () => {
    open({ listRequestsInAnalysis: () => json({}, 500) });
    await waitFor(() => expect(screen.getAllByText('Não foi possivel obter as solicitações!')).toHaveLength(2));
  });

  it('opening a request not yet viewed marks it; one already viewed is not marked again', async () => {
    const { api, user } = open();
    const dialog = await openRequest(user, 'Bruno Álvares');
    const lists = api.callsTo('listRequestsInAnalysis').length;
    expect(dialog.getByText('Esqueci a saída')).toBeInTheDocument();
    expect(dialog.getByText('17:50')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'AJUSTAR' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('markRequestViewed')).toHaveLength(1));
    expect(api.callsTo('markRequestViewed')[0].params).toEqual({ id: 'r-1' });
    // The answer is written into the list: it is not asked for again.
    expect(api.callsTo('listRequestsInAnalysis')).toHaveLength(lists);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const certificate = await openRequest(user, CERTIFICATE.user.fullName);
    expect(certificate.getByRole('button', { name: 'APROVAR' })).toBeInTheDocument();
    expect(certificate.getByRole('button', { name: 'atestado.pdf' })).toBeInTheDocument();
    expect(api.callsTo('markRequestViewed')).toHaveLength(1);
  });

  it("closes the dialog with 'Não foi possível atualizar as notificações' when the marking fails", async () => {
    const { user } = open({ markRequestViewed: () => json({}, 500) });
    await openRequest(user, 'Bruno Álvares');
    expect(await screen.findByText('Não foi possível atualizar as notificações')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("approves: 'Solicitação Aprovada', the dialog closes and the lists reload", async () => {
    const { api, user } = open({ approveRequest: () => json({ ...ADJUSTMENT, status: 'APPROVED' }) });
    const dialog = await openRequest(user, 'Bruno Álvares');
    const lists = api.callsTo('listRequestsInAnalysis').length;
    await user.click(dialog.getByRole('button', { name: 'AJUSTAR' }));
    expect(await screen.findByText('Solicitação Aprovada')).toBeInTheDocument();
    expect(api.callsTo('approveRequest')[0].params).toEqual({ id: 'r-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('listRequestsInAnalysis').length).toBeGreaterThan(lists));
  });

  it("says 'Não foi possível aprovar a solicitação' and keeps the dialog", async () => {
    const { user } = open({ approveRequest: () => json({ message: 'Esta solicitação já foi analisada. Atualize a lista.' }, 409) });
    const dialog = await openRequest(user, CERTIFICATE.user.fullName);
    await user.click(dialog.getByRole('button', { name: 'APROVAR' }));
    expect(await screen.findByText('Não foi possível aprovar a solicitação')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'SOLICITAÇÃO' })).toBeInTheDocument();
  });

  it('says why AJUSTAR is refused when the adjusted time no longer fits the day, and keeps the dialog (issue 20 §4)', async () => {
    const reason = REQUEST_MSG.adjustmentNoLongerFits(
      REQUEST_MSG.adjustmentOutOfOrder('Intervalo principal - Volta', '02:31', 'depois', 'Entrada', '10:00'),
    );
    const { user } = open({ approveRequest: () => json({ message: reason, code: 'adjustmentOutOfOrder' }, 409) });
    const dialog = await openRequest(user, 'Bruno Álvares');
    await user.click(dialog.getByRole('button', { name: 'AJUSTAR' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'SOLICITAÇÃO' })).toBeInTheDocument();
  });

  it("reproves through 'Motivo da reprovação*' (not blank) and 'Enviar': 'Solicitação Reprovada'", async () => {
    const { api, user } = open({ reproveRequest: () => json({ ...CERTIFICATE, status: 'DISAPPROVED' }) });
    const dialog = await openRequest(user, CERTIFICATE.user.fullName);
    await user.click(dialog.getByRole('button', { name: 'REPROVAR' }));
    const reprove = within(await screen.findByRole('dialog', { name: 'REPROVAR SOLICITAÇÃO' }));
    await fill(user, reprove.getByRole('textbox', { name: 'Motivo da reprovação*' }), '   ');
    await user.click(reprove.getByRole('button', { name: 'Enviar' }));
    expect(await reprove.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(api.callsTo('reproveRequest')).toHaveLength(0);
    await user.clear(reprove.getByRole('textbox', { name: 'Motivo da reprovação*' }));
    await fill(user, reprove.getByRole('textbox', { name: 'Motivo da reprovação*' }), ' Atestado ilegível ');
    await user.click(reprove.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Solicitação Reprovada')).toBeInTheDocument();
    expect(api.callsTo('reproveRequest')[0]).toMatchObject({ params: { id: 'r-2' }, body: { disapprovalReason: 'Atestado ilegível' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Não foi possível reprovar a solicitação' when the reproval fails", async () => {
    const { user } = open({ reproveRequest: () => json({}, 500) });
    const dialog = await openRequest(user, CERTIFICATE.user.fullName);
    await user.click(dialog.getByRole('button', { name: 'REPROVAR' }));
    const reprove = within(await screen.findByRole('dialog', { name: 'REPROVAR SOLICITAÇÃO' }));
    await fill(user, reprove.getByRole('textbox', { name: 'Motivo da reprovação*' }), 'Sem documento');
    await user.click(reprove.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Não foi possível reprovar a solicitação')).toBeInTheDocument();
  });
});

describe('APROVAR a compensation the hours bank does not cover (issue 20 §4)', () => {
  const COMPENSATION: PointSolicitation = {
    ...ADJUSTMENT,
    _id: 'r-3',
    user: { _id: 'u-4', fullName: 'Diego Ramos' },
    reason: 'HOURS_COMPENSATION',
    justification: 'Compensar o sábado trabalhado',
    pointAlert: null,
    registerDate: null,
    day: '2026-03-10',
    compensationDate: '2026-03-10',
    totalMinutesCompensated: 120,
  };
  // The server's refusal for a bank of 01:00 asked 02:00 (core's message, as comp-time answers it).
  const REFUSAL = negativeBankRefusal(60, 120, false) ?? '';

  /** The bank refuses until HR confirms: then the request is approved. */
  function refusing() {
    return open(
      {
        approveRequest: (call) =>
          (call.body as { allowNegative?: boolean } | undefined)?.allowNegative === true
            ? json({ ...COMPENSATION, status: 'APPROVED' as const })
            : json({ message: REFUSAL, code: 'bankWouldGoNegative' }, 409),
      },
      [COMPENSATION],
    );
  }

  async function askedToConfirm(user: ReturnType<typeof open>['user']) {
    const detail = await openRequest(user, 'Diego Ramos');
    await user.click(detail.getByRole('button', { name: 'APROVAR' }));
    return within(await screen.findByRole('dialog', { name: BANK_MSG.dialogTitle }));
  }

  it('shows the balance and asks for the BANCO DE HORAS confirmation; CONFIRMAR approves again with allowNegative', async () => {
    const { api, user } = refusing();
    const confirm = await askedToConfirm(user);
    expect(REFUSAL).toContain('O banco de horas tem 01:00. Tirar 02:00 deixa o banco negativo em -01:00.');
    // Once, in the dialog: no notice repeats it.
    expect(screen.getAllByText(REFUSAL)).toHaveLength(1);
    expect(confirm.getByText(REFUSAL)).toBeInTheDocument();
    expect(screen.queryByText(REQUEST_MSG.approveFailed)).not.toBeInTheDocument();
    expect(api.callsTo('approveRequest')).toHaveLength(1);
    expect(api.callsTo('approveRequest')[0].body).toBeUndefined();

    // Not ticked: the dialog says what to do and sends nothing.
    await user.click(confirm.getByRole('button', { name: BANK_MSG.confirm }));
    expect(await confirm.findByText(BANK_MSG.confirmNegative)).toBeInTheDocument();
    expect(api.callsTo('approveRequest')).toHaveLength(1);

    // By keyboard: the box, then CONFIRMAR.
    const box = confirm.getByRole('checkbox', { name: BANK_MSG.allowNegative });
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    confirm.getByRole('button', { name: BANK_MSG.confirm }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Solicitação Aprovada')).toBeInTheDocument();
    expect(api.callsTo('approveRequest')).toHaveLength(2);
    expect(api.callsTo('approveRequest')[1]).toMatchObject({ params: { id: 'r-3' }, body: { allowNegative: true } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps CONFIRMAR busy while the approval is sent', async () => {
    let release = () => {};
    const { user } = open(
      {
        approveRequest: (call) =>
          (call.body as { allowNegative?: boolean } | undefined)?.allowNegative === true
            ? new Promise((resolve) => {
                release = () => resolve(json({ ...COMPENSATION, status: 'APPROVED' as const }));
              })
            : json({ message: REFUSAL, code: 'bankWouldGoNegative' }, 409),
      },
      [COMPENSATION],
    );
    const confirm = await askedToConfirm(user);
    await user.click(confirm.getByRole('checkbox', { name: BANK_MSG.allowNegative }));
    await user.click(confirm.getByRole('button', { name: BANK_MSG.confirm }));
    await waitFor(() => expect(confirm.getByRole('button', { name: BANK_MSG.confirm })).toBeDisabled());
    expect(confirm.getByRole('button', { name: BANK_MSG.cancel })).toBeDisabled();
    release();
    expect(await screen.findByText('Solicitação Aprovada')).toBeInTheDocument();
  });

  it('Cancelar sends nothing more and leaves the request in analysis', async () => {
    const { api, user } = refusing();
    const confirm = await askedToConfirm(user);
    await user.click(confirm.getByRole('checkbox', { name: BANK_MSG.allowNegative }));
    await user.click(confirm.getByRole('button', { name: BANK_MSG.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: BANK_MSG.dialogTitle })).not.toBeInTheDocument());
    expect(api.callsTo('approveRequest')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'SOLICITAÇÃO' })).toBeInTheDocument();
    expect(screen.queryByText('Solicitação Aprovada')).not.toBeInTheDocument();
  });
});
