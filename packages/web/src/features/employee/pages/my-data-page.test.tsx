import { screen, waitFor, within } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { appPath } from '@colabora/core/navigation/app-routes';
import type { Payslip } from '@colabora/core/payslip/schema';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { vacationItem } from '@/testing/vacation';
import { employeeDetail } from '../testing/employee-detail';
import { MyDataPage } from './my-data-page';

type Handlers = Parameters<typeof mockApi>[0];

function openMyData(person: CollaboratorDetail | { status: number; message: string }, userId = 'u-1', handlers: Handlers = {}) {
  const api = mockApi({
    getUser: () => ('status' in person ? json({ message: person.message }, person.status) : json(person)),
    ...handlers,
  });
  const app = renderRoute(appPath('myData', { userId }), { myData: <MyDataPage /> }, { session: sessionFor('EMPLOYEE') });
  return { ...app, api };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => within(screen.getByRole('tabpanel'));

const WITH_STEPS: Partial<CollaboratorDetail> = {
  personalData: {
    nationality: 'Brasil',
    state: 'SP',
    cityOfBirth: 'Campinas',
    birthDate: '1990-05-17',
    gender: 'Feminino',
    raceColor: 'Parda',
    deficiency: 'Nenhuma',
    profilePicture: { key: 'uploads/u-1/foto.jpg', name: 'foto.jpg', size: 1000 },
  },
  bankData: {
    bank: 'Banco do Brasil',
    agency: '1234',
    typeAccount: 'Conta corrente',
    account: '123456',
    digit: '7',
    photoBankAccountReceipt: { key: 'uploads/u-1/banco.jpg', name: 'banco.jpg', size: 1000 },
  },
};

describe('Meus dados (/colaborator-home/data/{userId}, 001 "Employee self-service")', () => {
  it('shows the seven tabs of a CLT employee, opening on the hiring data', async () => {
    const { api } = openMyData(employeeDetail(WITH_STEPS));
    await screen.findByRole('tabpanel');
    expect(api.callsTo('getUser')[0].params).toEqual({ id: 'u-1' });
    expect(screen.getByRole('heading', { name: 'Meus dados' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'DADOS CONTRATAÇÃO',
      'SOBRE VOCÊ',
      'DADOS DA FAMÍLIA',
      'DOCUMENTAÇÃO',
      'ENDEREÇO',
      'DADOS BANCÁRIOS',
      'FÉRIAS',
      'HOLERITES',
    ]);
    expect(panel().getByText('R$ 4.123,45')).toBeInTheDocument();
    expect(panel().getByText('Comercial 44h')).toBeInTheDocument();
    expect(panel().getByText('30/05/2026')).toBeInTheDocument();
  });

  it('has no HOLERITES tab for a PJ person', async () => {
    openMyData(employeeDetail({ hiringData: { regime: 'PJ', hasStandardSalary: false, salary: 900000, vt: 0, va: 0, vr: 0 } }));
    await screen.findByRole('tabpanel');
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(screen.queryByRole('tab', { name: 'HOLERITES' })).not.toBeInTheDocument();
  });

  it('FÉRIAS shows the person their own periods, or says there are none', async () => {
    const { user, api } = openMyData(employeeDetail(WITH_STEPS), 'u-1', { listVacations: () => json([vacationItem()]) });
    await screen.findByRole('tabpanel');
    await user.click(tab('FÉRIAS'));
    expect(await panel().findByText('Vence em até 60 dias')).toBeInTheDocument();
    expect(panel().getByText('A partir de 01/02/2027, 10 dias')).toBeInTheDocument();
    expect(api.callsTo('listVacations')[0].query.get('user')).toBe('u-1');
  });

  it('FÉRIAS shows the days sold (abono, CLT art. 143) apart, on the period and with the vacation they go with', async () => {
    const facts = { admissionDate: '2025-03-02', vacations: [{ first: '2026-04-06', days: 14 }, { first: '2027-02-01', days: 10, soldDays: 6 }] };
    const { user } = openMyData(employeeDetail(WITH_STEPS), 'u-1', { listVacations: () => json([vacationItem('2027-01-10', { facts })]) });
    await screen.findByRole('tabpanel');
    await user.click(tab('FÉRIAS'));
    expect(await panel().findByText('A partir de 01/02/2027, 10 dias, mais 6 dias vendidos (abono pecuniário, CLT art. 143)')).toBeInTheDocument();
    const period = panel().getByRole('region', { name: 'Período aquisitivo de 02/03/2025 a 01/03/2026' });
    expect(within(period).getByText('Abono pecuniário (CLT art. 143)').nextElementSibling).toHaveTextContent('6');
    expect(within(period).getByText('Saldo').nextElementSibling).toHaveTextContent('0');
  });

  it('shows each section read-only, files behind short-lived links, and says when one is empty', async () => {
    const { user } = openMyData(employeeDetail(WITH_STEPS));
    await screen.findByRole('tabpanel');

    await user.click(tab('SOBRE VOCÊ'));
    expect(panel().getByText('Campinas')).toBeInTheDocument();
    expect(panel().getByText('17/05/1990')).toBeInTheDocument();
    expect(panel().getByText('ana@demo.com.br')).toBeInTheDocument();

    await user.click(tab('DADOS DA FAMÍLIA'));
    expect(panel().getByText('Ainda não há dados nesta seção.')).toBeInTheDocument();

    await user.click(tab('DADOS BANCÁRIOS'));
    expect(panel().getByText('Banco do Brasil')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Ver comprovante' })).toBeInTheDocument();

    // Nothing to edit anywhere: the only buttons open stored files.
    for (const name of ['DADOS CONTRATAÇÃO', 'SOBRE VOCÊ', 'DOCUMENTAÇÃO', 'ENDEREÇO', 'DADOS BANCÁRIOS']) {
      await user.click(tab(name));
      expect(panel().queryAllByRole('textbox')).toEqual([]);
      expect(panel().queryByRole('button', { name: /salvar|editar|remover|aprovar|reprovar/i })).not.toBeInTheDocument();
    }
  });

  it("shows none of another person's data and leads back to the person's own start page", async () => {
    const { api } = openMyData({ status: 403, message: 'Você não tem permissão para esta ação.' }, 'u-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta página mostra os dados de outra pessoa. Você só pode ver os seus próprios dados e contratos.',
    );
    expect(api.callsTo('getUser')[0].params).toEqual({ id: 'u-2' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VOLTAR AO INÍCIO' })).toHaveAttribute('href', '/colaborator-home');
  });

  it('says so when the record does not exist, without a retry that cannot help', async () => {
    openMyData({ status: 404, message: 'Registro não encontrado.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Cadastro não encontrado.');
    expect(screen.queryByRole('button', { name: 'TENTAR NOVAMENTE' })).not.toBeInTheDocument();
  });

  it('lists the payslips read-only, and opens one through a link signed for that opening', async () => {
    const payslip: Payslip = {
      _id: 'ps-1',
      date: '2026-03-01',
      month: 3,
      year: 2026,
      payslip: { name: 'holerite-marco.pdf', key: 'uploads/u-1/holerite-marco.pdf' },
      uploadedAt: '2026-04-05T12:00:00.000Z',
      firstOpenedAt: '2026-04-06T12:00:00.000Z',
    };
    const tabOpen = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tabOpen as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:holerite');
    const { api, user } = openMyData(employeeDetail(), 'u-1', {
      listPayslips: () => json([payslip]),
      openPayslip: () => json({ url: 'https://files.test/holerite-marco.pdf', expiresIn: 300 }),
    });
    await screen.findByRole('tabpanel');
    expect(api.callsTo('listPayslips')).toEqual([]);
    await user.click(tab('HOLERITES'));
    const table = within(await panel().findByRole('table', { name: 'Holerites' }));
    expect(api.callsTo('listPayslips')[0].params).toEqual({ userId: 'u-1' });
    expect(table.getByText('holerite-marco.pdf')).toBeInTheDocument();
    // The person's list has no remove button, and the proof of delivery is HR's column.
    expect(table.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Abrir holerite/),
    ]);
    expect(table.queryByText('Entrega')).not.toBeInTheDocument();
    await user.click(table.getByRole('button', { name: /^Abrir holerite/ }));
    await waitFor(() => expect(tabOpen.location.href).toBe('blob:holerite'));
    expect(api.callsTo('openPayslip')[0].query.get('payslipId')).toBe('ps-1');
  });

  it("says 'Nenhum holerite encontrado!' when there is none", async () => {
    const { user } = openMyData(employeeDetail(), 'u-1', { listPayslips: () => json([]) });
    await user.click(await screen.findByRole('tab', { name: 'HOLERITES' }));
    expect(await panel().findByText('Nenhum holerite encontrado!')).toBeInTheDocument();
  });
});
