import { screen, waitFor, within } from '@testing-library/react';
import type { ContractFile } from '@colabora/core/admission/admission-files';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { employeeDetail } from '@/testing/collaborator-detail';
import { sessionFor } from '@/testing/fixtures';
import { answer, choose } from '@/testing/form-queries';
import { json, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { storageAccepts } from '@/testing/storage';
import { fill } from '@/testing/user';
import { infoValue, WORKDAYS } from '../../../testing/detail-queries';
import { ContractsTab } from './contracts-tab';
import { FamilyTab } from './data-tabs';
import { HiringTab } from './hiring-tab';
import { PersonalTab } from './personal-tab';

type Handlers = Parameters<typeof mockApi>[0];

function open(ui: ReactNode, handlers: Handlers = {}) {
  const api = mockApi({ listWorkdays: () => json(WORKDAYS), ...handlers });
  const app = renderWithProviders(ui, { session: sessionFor('HUMAN_RESOURCES_MANAGMENT') });
  return { ...app, api };
}

/** Replaces what a field holds with `text`, pasted. */
async function replace(user: UserEvent, box: HTMLElement, text: string) {
  await user.clear(box);
  await fill(user, box, text);
}

const saved = (detail: CollaboratorDetail) => () => json(detail);
const button = (name: string) => screen.getByRole('button', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name });

describe("DADOS PESSOAIS: HR edits the contact only (001 §5 'In the company tab')", () => {
  it('shows the personal data read-only and edits e-mail, phone and WhatsApp through PUT /api/users/{userId}', async () => {
    const { user, api } = open(<PersonalTab detail={employeeDetail()} />, { updateUser: saved(employeeDetail()) });
    expect(infoValue('Nacionalidade')).toHaveTextContent('Brasil');
    expect(infoValue('Gênero')).toHaveTextContent('Feminino');
    expect(infoValue('Telefone')).toHaveTextContent('(11) 98765-4321');

    await user.click(button('EDITAR'));
    const form = within(screen.getByRole('form', { name: 'Contato' }));
    // Only the contact: gender, race, nationality and birth data are not editable here.
    expect(form.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['email', 'phone']);
    expect(form.queryByRole('combobox')).toBeNull();
    expect(textbox('E-mail')).toHaveValue('ana@demo.com.br');
    expect(textbox('Telefone')).toHaveValue('(11) 98765-4321');

    await replace(user, textbox('E-mail'), 'ana.souza@empresa.com.br');
    await replace(user, textbox('Telefone'), '11912345678');
    await answer(user, 'O número (11) 91234-5678 é WhatsApp?', 'Não');
    await user.click(button('SALVAR'));

    expect(await screen.findByText('Dados alterados')).toBeInTheDocument();
    expect(api.callsTo('updateUser')).toHaveLength(1);
    expect(api.callsTo('updateUser')[0].params).toEqual({ id: 'u-1' });
    expect(api.callsTo('updateUser')[0].body).toEqual({ email: 'ana.souza@empresa.com.br', phone: '11912345678', isWhatsApp: false });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Contato' })).toBeNull());
  });

  it("requires a valid e-mail and a phone of 10 to 13 digits ('Telefone inválido'), sending nothing", async () => {
    const { user, api } = open(<PersonalTab detail={employeeDetail()} />);
    await user.click(button('EDITAR'));
    await user.clear(textbox('E-mail'));
    await user.click(button('SALVAR'));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    await replace(user, textbox('E-mail'), 'ana@');
    await replace(user, textbox('Telefone'), '1198765');
    await user.click(button('SALVAR'));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(screen.getByText('Telefone inválido')).toBeInTheDocument();
    expect(api.callsTo('updateUser')).toEqual([]);
  });

  it("says 'Não foi possível alterar os dados' and keeps the form, with the server's reason under its field", async () => {
    const { user } = open(<PersonalTab detail={employeeDetail()} />, {
      updateUser: () => json({ message: 'E-mail já cadastrado.', errors: { email: 'E-mail já cadastrado.' } }, 409),
    });
    await user.click(button('EDITAR'));
    await replace(user, textbox('E-mail'), 'outra@empresa.com.br');
    await user.click(button('SALVAR'));
    expect(await screen.findByText('Não foi possível alterar os dados')).toBeInTheDocument();
    expect(await screen.findByText('E-mail já cadastrado.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contato' })).toBeInTheDocument();
    expect(button('SALVAR')).toBeEnabled();
  });

  it('CANCELAR closes the form without saving', async () => {
    const { user, api } = open(<PersonalTab detail={employeeDetail()} />);
    await user.click(button('EDITAR'));
    await replace(user, textbox('E-mail'), 'outra@empresa.com.br');
    await user.click(button('CANCELAR'));
    expect(screen.queryByRole('form', { name: 'Contato' })).toBeNull();
    expect(infoValue('E-mail')).toHaveTextContent('ana@demo.com.br');
    expect(api.calls.filter((call) => call.name === 'updateUser')).toEqual([]);
  });
});

describe('DADOS DA FAMÍLIA: the wizard\'s own form and schema, under {familyData}', () => {
  it('sends the edited family data and closes the form', async () => {
    const { user, api } = open(<FamilyTab detail={employeeDetail()} />, { updateUser: saved(employeeDetail()) });
    expect(infoValue('Estado civil')).toHaveTextContent('Casado(a)');
    await user.click(button('EDITAR'));
    await choose(user, 'Estado civil', 'Viúvo(a)');
    await replace(user, textbox('Nome da mãe'), 'Maria Souza Lima');
    await user.click(button('SALVAR'));
    expect(await screen.findByText('Dados alterados')).toBeInTheDocument();
    const body = api.callsTo('updateUser')[0].body as { familyData: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(['familyData']);
    expect(body.familyData).toMatchObject({
      maritalStatus: 'Viúvo(a)',
      mothersName: 'Maria Souza Lima',
      hasDependents: true,
      dependents: [{ dependentName: 'Pedro Souza', dependentCpf: '11144477735' }],
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Dados da família' })).toBeNull());
  });
});

describe('DADOS CONTRATAÇÃO of an active person: period, workday and additionals; pay only by promotion', () => {
  it('shows the pay read-only and sends the whole hiring data with the new period', async () => {
    const { user, api } = open(<HiringTab detail={employeeDetail()} />, { updateUser: saved(employeeDetail()) });
    expect(infoValue('Fim do primeiro período')).toHaveTextContent('15/04/2026');
    await user.click(button('EDITAR'));
    expect(screen.queryByRole('textbox', { name: 'Salário' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Vale transporte' })).toBeNull();
    expect(infoValue('Salário')).toHaveTextContent('R$ 4.123,45');
    expect(screen.getByText(/mudam por uma promoção/)).toBeInTheDocument();

    await choose(user, 'Período de experiência', '30/60 dias');
    expect(textbox('Fim do primeiro período')).toHaveValue('31/03/2026');
    expect(textbox('Início do segundo período')).toHaveValue('01/04/2026');
    expect(textbox('Fim do segundo período')).toHaveValue('30/05/2026');
    await choose(user, 'Jornada de trabalho', 'Escala 12x36');
    await user.click(screen.getByRole('checkbox', { name: 'Periculosidade (30%)' }));
    await user.click(button('SALVAR'));

    expect(await screen.findByText('Dados alterados')).toBeInTheDocument();
    expect(api.callsTo('updateUser')[0].body).toEqual({
      hiringData: {
        regime: 'CLT',
        hasStandardSalary: false,
        salary: 412345,
        vt: 22000,
        va: 65050,
        vr: 0,
        workday: 'w-2',
        experiencePeriod: '30/60',
        beginningOfFirstPeriod: '2026-03-02',
        endOfFirstPeriod: '2026-03-31',
        startOfSecondPeriod: '2026-04-01',
        endOfSecondPeriod: '2026-05-30',
        additional: { warning: false, unhealthy: false, unhealthyPercentage: null, risk: false, dangerousness: true },
      },
    });
  });

  it("asks the unhealthy percentage from 10 to 40 ('Mínimo 10%') and says 'Não foi possível alterar os dados' on failure", async () => {
    const { user, api } = open(<HiringTab detail={employeeDetail()} />, { updateUser: () => json({}, 500) });
    await user.click(button('EDITAR'));
    await user.click(screen.getByRole('checkbox', { name: 'Insalubridade' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Percentual de insalubridade' }), '5');
    await user.click(button('SALVAR'));
    expect(await screen.findByText('Mínimo 10%')).toBeInTheDocument();
    expect(api.callsTo('updateUser')).toEqual([]);

    await replace(user, screen.getByRole('spinbutton', { name: 'Percentual de insalubridade' }), '20');
    await user.click(button('SALVAR'));
    expect(await screen.findByText('Não foi possível alterar os dados')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Dados de contratação' })).toBeInTheDocument();
  });
});

describe("CONTRATOS (001 §5 'Contracts', §8)", () => {
  const TICKET = { url: 'http://127.0.0.1:4569/bucket', fields: { key: 'uploads/c-1/aditivo.pdf' }, key: 'uploads/c-1/aditivo.pdf' };
  const contract = (status: ContractFile['status']): ContractFile => ({
    key: `uploads/c-1/${status}.pdf`,
    name: `${status}.pdf`,
    size: 4096,
    status,
    uploadedAt: '2026-03-06T12:00:00.000Z',
  });

  it("blocks the employment contract without the admission exam ('Necessário exame admissional')", async () => {
    const { user } = open(<ContractsTab detail={employeeDetail()} />);
    expect(screen.getByText('Nenhum contrato enviado.')).toBeInTheDocument();
    await choose(user, 'Contrato', 'Contrato de trabalho');
    expect(screen.getByText('Necessário exame admissional')).toBeInTheDocument();
    expect(button('ENVIAR CONTRATO')).toBeDisabled();
    await choose(user, 'Contrato', 'Prorrogação do período de experiência');
    expect(screen.queryByText('Necessário exame admissional')).toBeNull();
    expect(button('ENVIAR CONTRATO')).toBeEnabled();
  });

  it("uploads a PDF ('Nenhum arquivo selecionado' without one) through PUT /api/users/contracts/{userId}", async () => {
    storageAccepts();
    const detail = employeeDetail();
    const { user, api } = open(<ContractsTab detail={detail} />, {
      createUpload: () => json(TICKET),
      uploadContract: () => json({ ...detail, contracts: { extensionTrialPeriod: contract('sent') } }),
    });
    await choose(user, 'Contrato', 'Prorrogação do período de experiência');
    await user.click(button('ENVIAR CONTRATO'));
    expect(await screen.findByText('Nenhum arquivo selecionado')).toBeInTheDocument();
    expect(api.callsTo('uploadContract')).toEqual([]);

    const pdf = new File(['%PDF-1.7'], 'aditivo.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Arquivo do contrato (PDF)'), pdf);
    await screen.findByText('aditivo.pdf');
    await user.click(button('ENVIAR CONTRATO'));
    expect(await screen.findByText('Contrato enviado')).toBeInTheDocument();
    expect(api.callsTo('uploadContract')[0]).toMatchObject({
      params: { userId: 'u-1' },
      body: { contract: 'extensionTrialPeriod', file: { key: TICKET.key, name: 'aditivo.pdf', size: pdf.size } },
    });
  });

  it("removes an unsigned contract after a confirmation: 'Contrato removido' / 'Falha ao remover contrato'", async () => {
    const detail = employeeDetail({ contracts: { otherDocuments: contract('sent'), discountAuthorization: contract('approved') } });
    let fails = true;
    const { user, api } = open(<ContractsTab detail={detail} />, {
      deleteContract: () => (fails ? json({}, 500) : json({ ...detail, contracts: {} })),
    });
    const list = within(screen.getByRole('list', { name: 'Contratos' }));
    expect(list.getByText('Aguardando assinatura')).toBeInTheDocument();
    expect(list.getByText('Assinado')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Remover Autorização de desconto' })).toBeNull();

    await user.click(list.getByRole('button', { name: 'Remover Outros documentos' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Falha ao remover contrato')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fails = false;
    await user.click(dialog.getByRole('button', { name: 'REMOVER' }));
    expect(await screen.findByText('Contrato removido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('deleteContract').map((call) => call.query.get('contract'))).toEqual(['otherDocuments', 'otherDocuments']);
  });
});
