import { screen, waitFor, within } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import type { Promotion } from '@colabora/core/promotion/schema';
import { appPath } from '@colabora/core/navigation/app-routes';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { employeeDetail } from '../testing/employee-detail';
import { EmployeeHomePage } from './employee-home-page';

type Handlers = Parameters<typeof mockApi>[0];

function openHome(person: CollaboratorDetail, handlers: Handlers = {}) {
  const api = mockApi({ getUser: () => json(person), getPromotion: () => json(null), ...handlers });
  const app = renderRoute(appPath('collaboratorHome'), { collaboratorHome: <EmployeeHomePage /> }, {
    session: sessionFor('EMPLOYEE'),
  });
  return { ...app, api };
}

async function summary() {
  return within(await screen.findByRole('region', { name: 'Seus dados de contratação' }));
}

describe('collaborator home (/colaborator-home)', () => {
  it("shows the person's own summary: role, department, admission, status, regime", async () => {
    const { api } = openHome(employeeDetail({ statusActive: 'VACATION' }));
    const card = await summary();
    expect(api.callsTo('getUser')[0].params).toEqual({ id: 'u-1' });
    expect(card.getByRole('heading', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(card.getByText('Analista de RH')).toBeInTheDocument();
    expect(card.getByText('Recursos Humanos')).toBeInTheDocument();
    expect(card.getByText('02/03/2026')).toBeInTheDocument();
    expect(card.getByText('Férias')).toBeInTheDocument();
    expect(card.getByText('CLT')).toBeInTheDocument();
    expect(card.getByLabelText('Foto de Ana Souza')).toHaveTextContent('AS');
  });

  it('shows the experience periods by the law: 90 days at most, the extension from the next day (issue 10)', async () => {
    // 45/45 from 02/03/2026: 02/03–15/04, then 16/04–30/05, whatever dates an older record kept.
    openHome(
      employeeDetail({
        hiringData: {
          ...employeeDetail().hiringData,
          experiencePeriod: '45/45',
          beginningOfFirstPeriod: '2026-03-02',
          endOfFirstPeriod: '2026-04-16',
          startOfSecondPeriod: '2026-05-31',
          endOfSecondPeriod: '2026-07-15',
        },
      }),
    );
    const card = await summary();
    expect(card.getByText('45/45 dias')).toBeInTheDocument();
    expect(card.getByText('02/03/2026 a 15/04/2026')).toBeInTheDocument();
    expect(card.getByText('16/04/2026 a 30/05/2026')).toBeInTheDocument();
  });

  it('30/60: first period 02/03–31/03, extension 01/04–30/05', async () => {
    openHome(employeeDetail({ hiringData: { ...employeeDetail().hiringData, experiencePeriod: '30/60' } }));
    const card = await summary();
    expect(card.getByText('02/03/2026 a 31/03/2026')).toBeInTheDocument();
    expect(card.getByText('01/04/2026 a 30/05/2026')).toBeInTheDocument();
  });

  it('has no experience period for a PJ person', async () => {
    openHome(employeeDetail({ hiringData: { regime: 'PJ', hasStandardSalary: false, salary: 900000, vt: 0, va: 0, vr: 0 } }));
    const card = await summary();
    expect(card.getByText('PJ')).toBeInTheDocument();
    expect(card.queryByText('Período de experiência')).not.toBeInTheDocument();
    expect(card.queryByText('Primeiro período')).not.toBeInTheDocument();
  });

  it('has no promotion card while none waits', async () => {
    const { api } = openHome(employeeDetail());
    await summary();
    expect(api.callsTo('getPromotion')[0].params).toEqual({ userId: 'u-1' });
    expect(screen.queryByRole('button', { name: 'CONFIRMAR' })).not.toBeInTheDocument();
  });

  it('shows the pending promotion, and once confirmed the summary shows the new role', async () => {
    const position = { regime: 'CLT' as const, hasStandardSalary: false, salary: 412345, vt: 22000, va: 65050, vr: 0 };
    const promotion: Promotion = {
      _id: 'p-1',
      user: { _id: 'u-1', fullName: 'Ana Souza' },
      status: 'PENDING',
      before: { ...position, jobRole: { _id: 'jr-1', name: 'Analista de RH' }, department: { _id: 'd-1', name: 'Recursos Humanos' } },
      afterPromotion: { ...position, salary: 600000, jobRole: { _id: 'jr-2', name: 'Coordenadora de RH' }, department: { _id: 'd-1', name: 'Recursos Humanos' } },
      createdAt: '2026-04-01T12:00:00.000Z',
      confirmedAt: null,
    };
    let person = employeeDetail();
    const api = mockApi({
      getUser: () => json(person),
      getPromotion: () => json(promotion),
      confirmPromotion: () => {
        person = employeeDetail({ jobRole: { _id: 'jr-2', name: 'Coordenadora de RH', baseSalary: 600000, toxicologicalExam: false } });
        return json({ ...promotion, status: 'CONFIRMED', confirmedAt: '2026-04-02T12:00:00.000Z' });
      },
    });
    const { user } = renderRoute(appPath('collaboratorHome'), { collaboratorHome: <EmployeeHomePage /> }, {
      session: sessionFor('EMPLOYEE'),
    });
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'CONFIRMAR' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'CONFIRMAR' })).not.toBeInTheDocument());
    expect(await (await summary()).findByText('Coordenadora de RH')).toBeInTheDocument();
    expect(api.callsTo('confirmPromotion')[0].params).toEqual({ promotionId: 'p-1' });
    expect(api.callsTo('getUser').length).toBeGreaterThanOrEqual(2);
  });
});
