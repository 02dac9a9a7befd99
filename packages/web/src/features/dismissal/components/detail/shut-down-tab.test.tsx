import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { experienceDates } from '@colabora/core/admission/experience-period';
import { DISMISSAL_MSG } from '@colabora/core/dismissal/messages';
import { stabilityFactText } from '@colabora/core/dismissal/stability-facts';
import { json } from '@/testing/mock-api';
import { answer, group } from '@/testing/form-queries';
import { fill } from '@/testing/user';
import { dismissalDetail, readyDismissal, SAVED_SHUT_DOWN } from '../../testing/dismissal-detail';
import { openDismissal } from '../../testing/open-dismissal';

async function openShutDown(detail = dismissalDetail(), handlers: Parameters<typeof openDismissal>[1] = {}) {
  const app = openDismissal(detail, handlers);
  await screen.findByRole('heading', { name: 'Dados do desligamento' });
  return app;
}

const noticeNote = () => screen.getByRole('status');
const departure = () => screen.getByLabelText('Data da saída');

describe("DESLIGAMENTO ('Dados do desligamento', 002 §4.5, §5.8, Lei 12.506/2011)", () => {
  it('shows the notice the law gives at one year (33 days), how it was reached, its end and the departure date', async () => {
    await openShutDown(readyDismissal());
    expect(noticeNote()).toHaveTextContent('Aviso prévio: 33 dias');
    expect(noticeNote()).toHaveTextContent('30 dias + 3 × 1 ano (1 ano completo) = 33 dias (Lei 12.506/2011, Nota Técnica MTE 184/2012).');
    expect(noticeNote()).toHaveTextContent('Fim do aviso: 12/02/2021');
    expect(departure()).toHaveValue('12/02/2021');
    expect(screen.getByLabelText('Acréscimo por tempo de empresa (Lei 12.506/2011)')).toHaveValue('Sim');
  });

  it("takes 7 days off the departure with 'Sair 7 dias antes'", async () => {
    const { user } = await openShutDown(readyDismissal());
    await answer(user, 'Redução do aviso (CLT art. 488)', 'Sair 7 dias antes');
    expect(departure()).toHaveValue('05/02/2021');
  });

  it('clears and disables the reduction with an indemnified notice, shows the projected end, and saves it cleared', async () => {
    const { user, api } = await openShutDown(readyDismissal(), { updateDismissalDetails: () => json(readyDismissal()) });
    const reduction = group('Redução do aviso (CLT art. 488)');
    expect(reduction.getByRole('radio', { name: 'Sair 2 horas mais cedo' })).toBeChecked();
    await answer(user, 'Aviso prévio', 'Aviso indenizado');
    for (const radio of reduction.getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
      expect(radio).toBeDisabled();
    }
    expect(noticeNote()).toHaveTextContent('Fim projetado do aviso indenizado: 12/02/2021');
    // The person leaves on the day of the dismissal.
    expect(departure()).toHaveValue('10/01/2021');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('Dados alterados')).toBeInTheDocument();
    expect(api.callsTo('updateDismissalDetails')[0].body).toEqual({
      shutDownData: {
        ...SAVED_SHUT_DOWN,
        notice: 'indemnifiedNotice',
        warningDefinitions: null,
        departureDate: '2021-01-10',
      },
    });
  });

  it('gives 30 days to a collaborator who resigns after 5 years: the increase is the employee’s only', async () => {
    const { user } = await openShutDown();
    expect(noticeNote()).toHaveTextContent('Informe justa causa, origem, aviso prévio e a data de demissão');
    await answer(user, 'Justa causa', 'Não');
    await answer(user, 'Origem do desligamento', 'Colaborador');
    await answer(user, 'Aviso prévio', 'Aviso trabalhado');
    await fill(user, screen.getByLabelText('Data de demissão'), '10/01/2025');
    expect(noticeNote()).toHaveTextContent('Aviso prévio: 30 dias');
    expect(noticeNote()).toHaveTextContent('vale só quando a empresa desliga (5 anos completos de empresa)');
    expect(screen.getByLabelText('Acréscimo por tempo de empresa (Lei 12.506/2011)')).toHaveValue('Não');
    // CLT art. 488: a resignation's notice is worked in full; the reduction is not asked.
    for (const radio of group('Redução do aviso (CLT art. 488)').getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByText(/o pedido de demissão cumpre o aviso integral/)).toBeInTheDocument();
  });

  it('an experience contract ended early by the company: no notice, and the art. 479 indemnity in the estimate', async () => {
    const person = dismissalDetail();
    const detail = dismissalDetail({
      admissionDate: '2026-03-02',
      hiringData: { ...person.hiringData, salary: 300_000, ...experienceDates('2026-03-02', '45/45') },
    });
    const { user } = await openShutDown(detail);
    await answer(user, 'Justa causa', 'Não');
    await answer(user, 'Origem do desligamento', 'Empresa');
    await answer(user, 'Aviso prévio', 'Aviso indenizado');
    await fill(user, screen.getByLabelText('Data de demissão'), '10/04/2026');
    expect(screen.getByText('1º período até 15/04/2026; prorrogação até 30/05/2026.')).toBeInTheDocument();
    await answer(user, 'O contrato de experiência já prevê a prorrogação', 'Sim');
    await answer(user, 'Cláusula de rescisão antecipada recíproca (CLT art. 481)', 'Não');
    expect(noticeNote()).toHaveTextContent('a empresa paga metade da remuneração até o termo (CLT art. 479)');
    const table = screen.getByRole('table', { name: 'Verbas estimadas' });
    const row = within(table).getByText('Indenização pelo fim antecipado do contrato de experiência').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('R$ 3.000,00 ÷ 30 × 50 dias até 30/05/2026 ÷ 2');
    expect(row).toHaveTextContent('CLT art. 479');
    expect(row).toHaveTextContent('R$ 2.500,00');
    expect(within(table).queryByText('Aviso prévio indenizado')).not.toBeInTheDocument();
  });

  it('requires every field, and a dismissal date after the admission', async () => {
    const { user, api } = await openShutDown();
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect((await screen.findAllByText('Campo obrigatório')).length).toBeGreaterThanOrEqual(5);
    await fill(user, screen.getByLabelText('Data de demissão'), '01/01/2020');
    await user.tab();
    expect(await screen.findByText('Informe uma data posterior')).toBeInTheDocument();
    expect(api.callsTo('updateDismissalDetails')).toHaveLength(0);
  });

  it('asks for a written justification to dismiss without just cause someone with a recorded stability condition', async () => {
    const { user, api } = await openShutDown(readyDismissal({ protectedConditions: ['pregnant'] }));
    const justification = screen.getByLabelText('Justificativa (estabilidade)');
    expect(justification).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findAllByText(/explique por escrito por que a estabilidade não se aplica/)).not.toHaveLength(0);
    expect(api.callsTo('updateDismissalDetails')).toHaveLength(0);
    // With just cause the protection does not stand in the way.
    await answer(user, 'Justa causa', 'Sim');
    expect(screen.queryByLabelText('Justificativa (estabilidade)')).not.toBeInTheDocument();
  });

  it('shows the stability a recorded maternity leave gives on the dismissal date, and asks for the justification (issue 20 §4)', async () => {
    const fact = { kind: 'maternity' as const, first: '2020-11-02', last: '2021-03-01', until: '2021-04-30' };
    const { user, api } = await openShutDown(readyDismissal({ stabilityFacts: [fact] }));
    const notice = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(DISMISSAL_MSG.stabilityFactsTitle));
    expect(notice).toHaveTextContent(stabilityFactText(fact));
    expect(screen.getByLabelText('Justificativa (estabilidade)')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findAllByText(DISMISSAL_MSG.stabilityFactsJustificationRequired)).not.toHaveLength(0);
    expect(api.callsTo('updateDismissalDetails')).toHaveLength(0);
  });

  it('says nothing of a leave whose protection ended before the dismissal date', async () => {
    const fact = { kind: 'maternity' as const, first: '2019-01-07', last: '2019-05-06', until: '2019-07-07' };
    await openShutDown(readyDismissal({ stabilityFacts: [fact] }));
    expect(screen.queryByText(DISMISSAL_MSG.stabilityFactsTitle)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Justificativa (estabilidade)')).not.toBeInTheDocument();
  });

  it('labels the rescission as an estimate and shows each line with its formula', async () => {
    await openShutDown(readyDismissal());
    const estimate = screen.getByRole('region', { name: 'Estimativa das verbas rescisórias' });
    expect(within(estimate).getByText(/não substitui o cálculo da folha/)).toBeInTheDocument();
    const table = within(estimate).getByRole('table', { name: 'Verbas estimadas' });
    expect(within(table).getByText('Saldo de salário')).toBeInTheDocument();
    expect(within(table).getByText('R$ 4.123,45 ÷ 30 × 12 dias')).toBeInTheDocument();
    expect(within(table).getByText('Multa rescisória do FGTS')).toBeInTheDocument();
    expect(within(table).getByText('Total estimado')).toBeInTheDocument();
    // Nothing recorded as taken: the first period is due (CLT art. 146), with its third.
    const vencidas = within(table).getByText('Férias vencidas (período 10/01/2020 a 09/01/2021)').closest('tr') as HTMLElement;
    expect(vencidas).toHaveTextContent('R$ 4.123,45 ÷ 30 × 30 dias');
    expect(vencidas).toHaveTextContent('CLT art. 146');
    expect(vencidas).toHaveTextContent('R$ 4.123,45');
  });
});
