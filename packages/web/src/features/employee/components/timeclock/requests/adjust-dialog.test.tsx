import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PointAlertView } from '@colabora/core/timeclock/alerts';
import { sessionFor } from '@/testing/fixtures';
import { choose } from '@/testing/form-queries';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { storageAccepts, storageHolds } from '@/testing/storage';
import { fill } from '@/testing/user';
import { AdjustDialog } from './adjust-dialog';

const PENDING: PointAlertView = {
  _id: '2026-03-02_PENDING_POINT_EXIT',
  alertType: 'PENDING_POINT',
  pointType: 'EXIT',
  breakName: null,
  pointStartDate: '2026-03-02T17:48:00-03:00',
  date: '2026-03-02',
  inAnalysis: false,
};
const ABSENCE: PointAlertView = { ...PENDING, _id: '2026-03-03_ABSENCE_ENTRY', alertType: 'ABSENCE', pointType: 'ENTRY', date: '2026-03-03' };
const TICKET = { url: 'http://127.0.0.1:4569/bucket', fields: { key: 'uploads/c-1/a/atestado.pdf' }, key: 'uploads/c-1/a/atestado.pdf' };

type Handlers = Parameters<typeof mockApi>[0];

function open(alert: PointAlertView, handlers: Handlers = {}) {
  const api = mockApi({ requestAdjustment: () => json({ _id: 'r-1' }, 201), ...handlers });
  const onClose = vi.fn();
  const app = renderWithProviders(<AdjustDialog alert={alert} open onClose={onClose} />, { session: sessionFor('EMPLOYEE') });
  return { ...app, api, onClose, dialog: within(screen.getByRole('dialog', { name: 'AJUSTAR PONTO' })) };
}

const send = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'ENVIAR' });

describe('AJUSTAR PONTO (002 §5.1, §8)', () => {
  it("offers only 'Ajuste de Ponto' for a pending point, asks its 24-hour time, and sends the adjustment", async () => {
    const { api, dialog, user, onClose } = open(PENDING);
    expect(dialog.getByRole('textbox', { name: 'Alerta' })).toHaveValue('Pendência de ponto - Saída - 02/03/2026 - 17:48');
    await user.click(dialog.getByRole('combobox', { name: 'Motivo' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ajuste de Ponto']);
    await user.keyboard('{Escape}');

    await user.click(send(dialog));
    expect(await dialog.findAllByText('Campo obrigatório')).toHaveLength(2);
    await fill(user, dialog.getByRole('textbox', { name: 'Horário do registro' }), '2510');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Esqueci de registrar a saída');
    await user.click(send(dialog));
    expect(await dialog.findByText('Horário Invalido')).toBeInTheDocument();
    expect(api.callsTo('requestAdjustment')).toHaveLength(0);

    await user.clear(dialog.getByRole('textbox', { name: 'Horário do registro' }));
    await fill(user, dialog.getByRole('textbox', { name: 'Horário do registro' }), '1750');
    await user.click(send(dialog));
    expect(await screen.findByText('O ajuste foi solicitado')).toBeInTheDocument();
    expect(api.callsTo('requestAdjustment')[0].body).toEqual({
      pointAlert: PENDING._id,
      reason: 'POINTS_ADJUST',
      justification: 'Esqueci de registrar a saída',
      attachment: null,
      registerDate: '17:50',
      partialMedicalCertificateStartHour: null,
      partialMedicalCertificateEndHour: null,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("adds 'Atestado' and 'Atestado Parcial' for an absence; the partial one asks its hours, the start before the end", async () => {
    const { api, dialog, user } = open(ABSENCE);
    await user.click(dialog.getByRole('combobox', { name: 'Motivo' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ajuste de Ponto', 'Atestado', 'Atestado Parcial']);
    await user.click(screen.getByRole('option', { name: 'Atestado Parcial' }));
    expect(dialog.queryByRole('textbox', { name: 'Horário do registro' })).not.toBeInTheDocument();
    // 002 §5.1: labelled mandatory for certificates.
    expect(dialog.getByText('Anexo (PDF)*')).toBeInTheDocument();
    await fill(user, dialog.getByRole('textbox', { name: 'Hora de início' }), '1400');
    await fill(user, dialog.getByRole('textbox', { name: 'Hora de término' }), '0900');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Consulta');
    await user.click(send(dialog));
    expect(await dialog.findByText('O horário final deve ser posterior ao inicial.')).toBeInTheDocument();
    expect(api.callsTo('requestAdjustment')).toHaveLength(0);
  });

  it('sends the PDF it uploaded; the attachment is not enforced for a certificate', async () => {
    storageAccepts();
    const { api, dialog, user } = open(ABSENCE, { createUpload: () => json(TICKET) });
    await choose(user, 'Motivo', 'Atestado');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Atestado médico');
    await user.upload(dialog.getByLabelText('Anexo (PDF)*'), new File(['%PDF-1.4'], 'atestado.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(api.callsTo('createUpload')[0]?.body).toMatchObject({ purpose: 'pdf', fileName: 'atestado.pdf' }));
    await user.click(send(dialog));
    await waitFor(() => expect(api.callsTo('requestAdjustment')).toHaveLength(1));
    expect(api.callsTo('requestAdjustment')[0].body).toMatchObject({
      reason: 'MEDICAL_CERTIFICATE',
      attachment: { key: TICKET.key, name: 'atestado.pdf', size: 8 },
    });
  });

  it('keeps ENVIAR disabled while the attachment uploads, so the request never leaves without it (issue 20 §4)', async () => {
    const finishUpload = storageHolds();
    const { api, dialog, user } = open(ABSENCE, { createUpload: () => json(TICKET) });
    await choose(user, 'Motivo', 'Atestado');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Atestado médico');
    await user.upload(dialog.getByLabelText('Anexo (PDF)*'), new File(['%PDF-1.4'], 'atestado.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(api.callsTo('createUpload')).toHaveLength(1));
    await waitFor(() => expect(send(dialog)).toBeDisabled());
    finishUpload();
    await waitFor(() => expect(send(dialog)).toBeEnabled());
    await user.click(send(dialog));
    await waitFor(() => expect(api.callsTo('requestAdjustment')).toHaveLength(1));
    expect(api.callsTo('requestAdjustment')[0].body).toMatchObject({ attachment: { key: TICKET.key, name: 'atestado.pdf' } });
  });

  it("says 'Não foi possível solicitar o ajuste' when the server gives no reason, and stays open", async () => {
    const { dialog, user, onClose } = open(PENDING, { requestAdjustment: () => json({}, 500) });
    await fill(user, dialog.getByRole('textbox', { name: 'Horário do registro' }), '1750');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Esqueci');
    await user.click(send(dialog));
    expect(await screen.findByText('Não foi possível solicitar o ajuste')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("prefers the server's reason when it gives one (002 §8)", async () => {
    const reason = 'Já existe uma solicitação em análise para este alerta. Aguarde a análise do RH.';
    const { dialog, user } = open(PENDING, { requestAdjustment: () => json({ message: reason }, 409) });
    await fill(user, dialog.getByRole('textbox', { name: 'Horário do registro' }), '1750');
    await fill(user, dialog.getByRole('textbox', { name: 'Justificativa' }), 'Esqueci');
    await user.click(send(dialog));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });
});
