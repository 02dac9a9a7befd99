import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HINT_MSG } from '@colabora/core/activity/hints';
import { VACATION_MSG } from '@colabora/core/vacation/messages';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { describe, expect, it } from 'vitest';
import { DatePickersProvider } from '@/components/date-pickers-provider';
import { candidateDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { vacationItem } from '@/testing/vacation';
import { renderWithProviders } from '@/testing/render';
import { storageAccepts } from '@/testing/storage';
import { fill } from '@/testing/user';
import { StatusApply } from './status-apply';

type Handlers = Parameters<typeof mockApi>[0];

const PERSON = candidateDetail({ role: 'EMPLOYEE', statusActive: 'WORK_EXPERIENCE' });
const TICKET = { url: 'http://127.0.0.1:4569/bucket', fields: { key: 'uploads/c-1/atestado.pdf' }, key: 'uploads/c-1/atestado.pdf' };

/** What POST /api/activity answers: the updated person and the server's hints. */
const registered = (changes: Partial<CollaboratorDetail>, warnings: string[] = []) => () =>
  json({ ...PERSON, ...changes, warnings }, 201);

function open(handlers: Handlers = {}, person: CollaboratorDetail = PERSON) {
  const api = mockApi(handlers);
  const app = renderWithProviders(
    <DatePickersProvider>
      <StatusApply person={person} />
    </DatePickersProvider>,
    { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') },
  );
  return { ...app, api };
}

/** Chooses the status and opens its dialog with APLICAR. */
async function apply(user: UserEvent, status: string, title: string) {
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: status }));
  await user.click(screen.getByRole('button', { name: 'APLICAR' }));
  return within(await screen.findByRole('dialog', { name: title }));
}

const save = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'SALVAR' });

/** Types a new date over the one in the field (the picker keeps a cleared field's sections until it is left). */
async function retype(user: UserEvent, input: HTMLElement, digits: string) {
  await user.clear(input);
  await user.tab();
  await user.type(input, digits);
}

describe('status application on the detail (001 §4, §5 "Status registration", §8)', () => {
  it("APLICAR without a status says 'Por favor, selecione um status.'; with one it opens that status's dialog", async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'APLICAR' }));
    expect(screen.getByText('Por favor, selecione um status.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Atestado médico',
      'Afastamento INSS',
      'Folga',
      'Férias',
      'Suspensão',
      'Licença maternidade',
      'Licença paternidade',
      'Licença não remunerada',
    ]);
    await user.click(screen.getByRole('option', { name: 'Folga' }));
    expect(screen.queryByText('Por favor, selecione um status.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'APLICAR' }));
    expect(await screen.findByRole('dialog', { name: 'Registrar folga' })).toBeInTheDocument();
  });

  it('offers nothing to apply for someone who is not active staff', () => {
    open({}, candidateDetail({ role: 'EMPLOYEE', statusActive: 'DISMISSED' }));
    expect(screen.getByRole('button', { name: 'APLICAR' })).toBeDisabled();
  });

  it('vacation: the period is required, the end comes after the start and not on the same day', async () => {
    const { user } = open();
    const dialog = await apply(user, 'Férias', 'Registrar férias');
    await user.click(save(dialog));
    expect(await dialog.findByText('Campo obrigatório')).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'Mais de um dia' }));
    const end = dialog.getByLabelText(/^Data de término/);
    await fill(user, dialog.getByLabelText(/^Data de início/), '16/03/2026');
    await fill(user, end, '15/03/2026');
    await user.click(save(dialog));
    expect(await dialog.findByText('Informe uma data posterior a data de início.')).toBeInTheDocument();

    await retype(user, end, '16032026');
    expect(await dialog.findByText('A data de inicio e fim não podem ser iguais')).toBeInTheDocument();
  });

  it("vacation: counts the days, warns about a short part (CLT art. 134 §1) and says 'Férias registradas com sucesso'", async () => {
    const { user, api } = open({ createActivity: registered({ statusActive: 'VACATION' }, [HINT_MSG.shortVacationPart(3)]) });
    const dialog = await apply(user, 'Férias', 'Registrar férias');
    await user.click(dialog.getByRole('radio', { name: 'Mais de um dia' }));
    await fill(user, dialog.getByLabelText(/^Data de início/), '16/03/2026');
    await fill(user, dialog.getByLabelText(/^Data de término/), '18/03/2026');
    await waitFor(() => expect(dialog.getByLabelText(/^Quantidade de dias/)).toHaveValue('3'));
    // Shown while typing, never blocking.
    expect(dialog.getByText(HINT_MSG.shortVacationPart(3))).toBeInTheDocument();

    await user.click(save(dialog));
    expect(await screen.findByText('Férias registradas com sucesso')).toBeInTheDocument();
    expect(api.callsTo('createActivity')[0].body).toMatchObject({
      user: 'u-1',
      company: 'c-1',
      type: 'VACATION',
      period: 'MORE_THAN_ONE_DAY',
      startDate: '2026-03-16',
      finalDate: '2026-03-18',
      numberOfDays: 3,
      withoutForecastOfEnding: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('vacation: checks the part against the period as the server does (CLT art. 134 §1), while typing', async () => {
    const facts = { admissionDate: '2025-03-02', vacations: [{ first: '2026-01-05', days: 10 }] };
    const { user, api } = open({ listVacations: () => json([{ ...vacationItem(), facts }]) });
    const dialog = await apply(user, 'Férias', 'Registrar férias');
    await user.click(dialog.getByRole('radio', { name: 'Mais de um dia' }));
    await fill(user, dialog.getByLabelText(/^Data de início/), '16/03/2026');
    await fill(user, dialog.getByLabelText(/^Data de término/), '19/03/2026');
    const title = await dialog.findByText('Estas férias não podem ser registradas assim');
    const refusals = title.closest<HTMLElement>('[role="status"]') ?? title;
    expect(within(refusals).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      VACATION_MSG.shortPart(4, 5),
      VACATION_MSG.noLongPart(14),
    ]);
    expect(api.callsTo('listVacations')[0].query.get('user')).toBe('u-1');
  });

  it('vacation: records the days sold (abono, CLT art. 143), at most a third, checked against the period while typing', async () => {
    const facts = { admissionDate: '2025-03-02', vacations: [{ first: '2026-01-05', days: 14 }] };
    const { user, api } = open({ listVacations: () => json([{ ...vacationItem(), facts }]), createActivity: registered({ statusActive: 'VACATION' }) });
    const dialog = await apply(user, 'Férias', 'Registrar férias');
    await user.click(dialog.getByRole('radio', { name: 'Mais de um dia' }));
    await fill(user, dialog.getByLabelText(/^Data de início/), '06/04/2026');
    await fill(user, dialog.getByLabelText(/^Data de término/), '15/04/2026');
    const sold = dialog.getByRole('spinbutton', { name: 'Dias vendidos (abono pecuniário)' });
    await user.type(sold, '11');
    await user.click(save(dialog));
    // On the field (the schema the API checks too) and among the refusals of the period.
    await waitFor(() => expect(sold).toHaveAccessibleDescription(VACATION_MSG.abonoTooLarge(10)));
    expect(api.callsTo('createActivity')).toHaveLength(0);
    // 14 taken + 10 more + 7 sold pass the 30 days of the period: refused as the server would.
    await user.clear(sold);
    await user.type(sold, '7');
    expect(await dialog.findByText(VACATION_MSG.overBalance(30))).toBeInTheDocument();
    await user.clear(sold);
    await user.type(sold, '6');
    await waitFor(() => expect(dialog.queryByText(VACATION_MSG.overBalance(30))).toBeNull());
    await user.click(save(dialog));
    expect(await screen.findByText('Férias registradas com sucesso')).toBeInTheDocument();
    expect(api.callsTo('createActivity')[0].body).toMatchObject({ type: 'VACATION', startDate: '2026-04-06', numberOfDays: 10, soldDays: 6 });
  });

  it("a day off of one day counts 1 and says 'Folga registrada com sucesso'", async () => {
    const { user, api } = open({ createActivity: registered({ statusActive: 'DAY_OFF' }) });
    const dialog = await apply(user, 'Folga', 'Registrar folga');
    await user.click(dialog.getByRole('radio', { name: 'Um dia' }));
    await fill(user, dialog.getByLabelText(/^Data/), '20/03/2026');
    await waitFor(() => expect(dialog.getByLabelText(/^Quantidade de dias/)).toHaveValue('1'));
    await user.click(save(dialog));
    expect(await screen.findByText('Folga registrada com sucesso')).toBeInTheDocument();
    expect(api.callsTo('createActivity')[0].body).toMatchObject({ type: 'DAY_OFF', period: 'ONE_DAY', date: '2026-03-20', numberOfDays: 1 });
  });

  it("INSS: 'Sem previsão de término' clears the end; the reason and the PDF are required", async () => {
    const { user, api } = open();
    const dialog = await apply(user, 'Afastamento INSS', 'Registrar afastamento INSS');
    // One period only: no period question.
    expect(dialog.queryByRole('radiogroup', { name: 'Período' })).toBeNull();
    await fill(user, dialog.getByLabelText(/^Data de término/), '31/03/2026');
    await user.click(dialog.getByRole('checkbox', { name: 'Sem previsão de término' }));
    expect(dialog.getByLabelText(/^Data de término/)).toBeDisabled();
    expect(dialog.getByLabelText(/^Data de término/)).toHaveValue('');
    expect(dialog.queryByLabelText(/^Quantidade de dias/)).toBeNull();

    await user.click(save(dialog));
    expect(await dialog.findByText('Informe o motivo')).toBeInTheDocument();
    expect(dialog.getByText('Documento obrigatório')).toBeInTheDocument();
    expect(dialog.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(api.callsTo('createActivity')).toHaveLength(0);
  });

  it('INSS with no forecast of end: sends the reason and the uploaded PDF', async () => {
    storageAccepts();
    const { user, api } = open({
      createUpload: () => json(TICKET),
      createActivity: registered({ statusActive: 'INSS_REMOVAL' }),
    });
    const dialog = await apply(user, 'Afastamento INSS', 'Registrar afastamento INSS');
    await fill(user, dialog.getByLabelText(/^Data de início/), '02/03/2026');
    await user.click(dialog.getByRole('checkbox', { name: 'Sem previsão de término' }));
    await fill(user, dialog.getByLabelText(/^Motivo/), 'Acidente de trabalho');
    const pdf = new File(['%PDF-1.7'], 'laudo.pdf', { type: 'application/pdf' });
    await user.upload(dialog.getByLabelText('Documento (PDF)'), pdf);
    await dialog.findByText('laudo.pdf');
    await user.click(save(dialog));
    expect(await screen.findByText('Afastamento registrado com sucesso')).toBeInTheDocument();
    expect(api.callsTo('createActivity')[0].body).toMatchObject({
      type: 'INSS_REMOVAL',
      period: 'MORE_THAN_ONE_DAY',
      startDate: '2026-03-02',
      finalDate: null,
      numberOfDays: null,
      withoutForecastOfEnding: true,
      reason: 'Acidente de trabalho',
      document: { key: TICKET.key, name: 'laudo.pdf', size: pdf.size },
    });
  });

  it('maternity leave under 120 days: the CLT art. 392 warning, and it still registers', async () => {
    storageAccepts();
    const { user } = open({
      createUpload: () => json(TICKET),
      createActivity: registered({ statusActive: 'MATERNITY_LEAVE' }, [HINT_MSG.shortMaternityLeave(31)]),
    });
    const dialog = await apply(user, 'Licença maternidade', 'Registrar licença maternidade');
    await fill(user, dialog.getByLabelText(/^Data de início/), '01/03/2026');
    await fill(user, dialog.getByLabelText(/^Data de término/), '31/03/2026');
    expect(await dialog.findByText(HINT_MSG.shortMaternityLeave(31))).toBeInTheDocument();
    await user.upload(dialog.getByLabelText('Documento (PDF)'), new File(['%PDF-1.7'], 'certidao.pdf', { type: 'application/pdf' }));
    await dialog.findByText('certidao.pdf');
    await user.click(save(dialog));
    expect(await screen.findByText('Licença Maternidade registrada com sucesso')).toBeInTheDocument();
  });

  it("shows the server's message when the registration is refused, and stays open", async () => {
    const refusal = 'Já existe um afastamento ou status registrado neste período (20/03/2026). Escolha outras datas.';
    const { user } = open({ createActivity: () => json({ message: refusal }, 409) });
    const dialog = await apply(user, 'Folga', 'Registrar folga');
    await user.click(dialog.getByRole('radio', { name: 'Um dia' }));
    await fill(user, dialog.getByLabelText(/^Data/), '20/03/2026');
    await user.click(save(dialog));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Registrar folga' })).toBeInTheDocument();
  });
});
