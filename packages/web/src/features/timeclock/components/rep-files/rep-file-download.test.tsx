import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi, type ApiCall, type Handler } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { fill } from '@/testing/user';
import { RepFileDownloads } from './rep-file-download';

const ANSWER = {
  fileName: 'AFD0000000000000000011222333000181REP_P.txt',
  url: 'https://files.test/exports/c-1/afd/x/AFD.txt?signature=abc',
  signatureUrl: 'https://files.test/exports/c-1/afd/x/AFD.p7s?signature=def',
};
const query = (call: ApiCall) => Object.fromEntries(call.query.entries());

function open(exportAfd: Handler<'exportAfd'>, exportAej: Handler<'exportAej'> = () => json({}, 500)) {
  const api = mockApi({ exportAfd, exportAej });
  const app = renderRoute('/home/record-points', { recordPoints: <RepFileDownloads /> }, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  return { ...app, api };
}

describe("'Baixar AFD' (issue 23 §2)", () => {
  it('asks the period typed as dd/MM/yyyy, saves the file through its link and offers its signature', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = open(() => json(ANSWER));
    await user.click(screen.getByRole('button', { name: 'Baixar AFD' }));
    const dialog = await screen.findByRole('dialog', { name: 'Baixar AFD (Arquivo Fonte de Dados)' });
    expect(dialog).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Data inicial/), '01/10/2026');
    await fill(user, screen.getByLabelText(/^Data final/), '31/10/2026');
    await user.click(screen.getByRole('button', { name: 'GERAR E BAIXAR' }));
    expect(await screen.findByText('AFD gerado. O arquivo foi baixado.')).toBeInTheDocument();
    expect(api.callsTo('exportAfd')[0].params).toEqual({ companyId: 'c-1' });
    expect(query(api.callsTo('exportAfd')[0])).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    const [file] = click.mock.contexts as HTMLAnchorElement[];
    expect([file.href, file.download]).toEqual([ANSWER.url, ANSWER.fileName]);
    // The signature: a link the person clicks (a browser asks before a page saves a second file by itself).
    const signed = await screen.findByRole('dialog', { name: 'Assinatura digital do AFD' });
    expect(signed).toHaveTextContent('assinatura digital (.p7s)');
    const signature = screen.getByRole('link', { name: 'BAIXAR ASSINATURA (.p7s)' });
    expect(signature).toHaveAttribute('href', ANSWER.signatureUrl);
    expect(signature).toHaveAttribute('download', 'AFD0000000000000000011222333000181REP_P.p7s');
    await user.click(screen.getByRole('button', { name: 'FECHAR' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends no dates for the whole history, and keeps GERAR E BAIXAR disabled while the file is written', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let finish: () => void = () => undefined;
    const { api, user } = open(() => new Promise((resolve) => (finish = () => resolve(json(ANSWER)))));
    await user.click(screen.getByRole('button', { name: 'Baixar AFD' }));
    await user.click(await screen.findByRole('button', { name: 'GERAR E BAIXAR' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'GERAR E BAIXAR' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'GERAR E BAIXAR' })).toHaveAttribute('aria-busy', 'true');
    finish();
    await screen.findByRole('dialog', { name: 'Assinatura digital do AFD' });
    expect(query(api.callsTo('exportAfd')[0])).toEqual({});
  });

  it('shows the progress of a period the server writes as a job, then saves the file and offers its signature', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let release: () => void = () => undefined;
    const { api, user } = open((call) => {
      const job = call.query.get('job');
      if (!job) return json({ jobId: 'j-1', progress: 0 }, 202);
      // The second poll waits until the test has seen 40 %.
      if (api.callsTo('exportAfd').length === 2) return json({ jobId: 'j-1', progress: 40 }, 202);
      return new Promise((resolve) => (release = () => resolve(json(ANSWER))));
    });
    await user.click(screen.getByRole('button', { name: 'Baixar AFD' }));
    await fill(user, await screen.findByLabelText(/^Data inicial/), '01/01/2026');
    await user.click(screen.getByRole('button', { name: 'GERAR E BAIXAR' }));
    expect(await screen.findByText('Preparando o arquivo… 0%')).toBeInTheDocument();
    expect(await screen.findByText('Preparando o arquivo… 40%', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da geração do arquivo' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'GERAR E BAIXAR' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo('exportAfd')).toHaveLength(3), { timeout: 3000 });
    release();
    await screen.findByRole('dialog', { name: 'Assinatura digital do AFD' });
    const calls = api.callsTo('exportAfd').map(query);
    expect(calls).toEqual([{ startDate: '2026-01-01' }, { job: 'j-1' }, { job: 'j-1' }]);
    const [file] = click.mock.contexts as HTMLAnchorElement[];
    expect([file.href, file.download]).toEqual([ANSWER.url, ANSWER.fileName]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses an end before the start, and says when the file could not be made', async () => {
    const { api, user } = open(() => json({}, 500));
    await user.click(screen.getByRole('button', { name: 'Baixar AFD' }));
    await fill(user, await screen.findByLabelText(/^Data inicial/), '31/10/2026');
    await fill(user, screen.getByLabelText(/^Data final/), '01/10/2026');
    await user.click(screen.getByRole('button', { name: 'GERAR E BAIXAR' }));
    expect(await screen.findByText('Intervalo inválido')).toBeInTheDocument();
    expect(api.callsTo('exportAfd')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Data final/));
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'GERAR E BAIXAR' }));
    expect(await screen.findByText('Não foi possível gerar o AFD. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe("'Baixar AEJ' (issue 23 §3)", () => {
  const AEJ = {
    fileName: 'AEJ_11222333000181_20261001_20261031.txt',
    url: 'https://files.test/exports/c-1/aej/x/AEJ.txt?signature=abc',
    signatureUrl: 'https://files.test/exports/c-1/aej/x/AEJ.p7s?signature=def',
  };

  it('beside the AFD: asks the period, saves the AEJ (GERAR E BAIXAR disabled meanwhile) and links its signature', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let finish: () => void = () => undefined;
    const { api, user } = open(
      () => json(ANSWER),
      () => new Promise((resolve) => (finish = () => resolve(json(AEJ)))),
    );
    await user.click(screen.getByRole('button', { name: 'Baixar AEJ' }));
    await screen.findByRole('dialog', { name: 'Baixar AEJ (Arquivo Eletrônico de Jornada)' });
    await fill(user, screen.getByLabelText(/^Data inicial/), '01/10/2026');
    await fill(user, screen.getByLabelText(/^Data final/), '31/10/2026');
    await user.click(screen.getByRole('button', { name: 'GERAR E BAIXAR' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'GERAR E BAIXAR' })).toBeDisabled());
    finish();
    expect(await screen.findByText('AEJ gerado. O arquivo foi baixado.')).toBeInTheDocument();
    expect(query(api.callsTo('exportAej')[0])).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(api.callsTo('exportAfd')).toHaveLength(0);
    const [file] = click.mock.contexts as HTMLAnchorElement[];
    expect([file.href, file.download]).toEqual([AEJ.url, AEJ.fileName]);
    await screen.findByRole('dialog', { name: 'Assinatura digital do AEJ' });
    const signature = screen.getByRole('link', { name: 'BAIXAR ASSINATURA (.p7s)' });
    expect(signature).toHaveAttribute('href', AEJ.signatureUrl);
    expect(signature).toHaveAttribute('download', 'AEJ_11222333000181_20261001_20261031.p7s');
  });

  it('says when the AEJ could not be made, and keeps the dialog open', async () => {
    const { user } = open(() => json(ANSWER));
    await user.click(screen.getByRole('button', { name: 'Baixar AEJ' }));
    await user.click(await screen.findByRole('button', { name: 'GERAR E BAIXAR' }));
    expect(await screen.findByText('Não foi possível gerar o AEJ. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
