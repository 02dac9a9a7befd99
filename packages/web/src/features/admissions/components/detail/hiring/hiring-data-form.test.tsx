import { screen, waitFor } from '@testing-library/react';
import type { CollaboratorDetail } from '@colabora/core/admission/contract';
import { experienceDates } from '@colabora/core/admission/experience-period';
import { EMPLOYER_MSG } from '@colabora/core/company/employer';
import type { CompanySettings } from '@colabora/core/company/settings';
import { HIRING_DATA_LABEL } from '@colabora/core/people/field-labels';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '@/testing/fixtures';
import { json, mockApi } from '@/testing/mock-api';
import { OVER_THE_CAP, typeAmount, type TypedAmount } from '@/testing/money';
import { renderWithProviders } from '@/testing/render';
import { filledDetail, WORKDAYS } from '../../../testing/admission-detail';
import { AMOUNT_KEY, amountCases, choose, field } from '../../../testing/new-collaborator-form';
import { HiringDataForm } from './hiring-data-form';

type Handlers = Parameters<typeof mockApi>[0];

function open(detail: CollaboratorDetail = filledDetail(), handlers: Handlers = {}) {
  const api = mockApi({ listWorkdays: () => json(WORKDAYS), ...handlers });
  const onSaved = vi.fn();
  const app = renderWithProviders(<HiringDataForm detail={detail} onSaved={onSaved} />, {
    session: sessionFor('HUMAN_RESOURCES_MANAGMENT'),
  });
  return { ...app, api, onSaved };
}

const save = () => screen.getByRole('button', { name: 'SALVAR' });

describe('DADOS CONTRATAÇÃO tab (spec 001 §2, §4 "Experience period", §5 "Hiring data (tab)")', () => {
  it('computes the four CLT period dates from the admission date, read-only', async () => {
    const { user } = open();
    expect(screen.getByText('Antes de ativar o colaborador, por favor informe os dados de contratação abaixo')).toBeInTheDocument();
    await choose(user, 'Período de experiência', '30/60 dias');
    expect(field('Início do primeiro período')).toHaveValue('02/03/2026');
    expect(field('Fim do primeiro período')).toHaveValue('31/03/2026');
    expect(field('Início do segundo período')).toHaveValue('01/04/2026');
    expect(field('Fim do segundo período')).toHaveValue('30/05/2026');
    expect(field('Fim do segundo período')).toHaveAttribute('readonly');

    await choose(user, 'Período de experiência', '45/45 dias');
    expect(field('Fim do primeiro período')).toHaveValue('15/04/2026');
    expect(field('Início do segundo período')).toHaveValue('16/04/2026');
    expect(field('Fim do segundo período')).toHaveValue('30/05/2026');
  });

  it('requires the workday and the period, and an unhealthy percentage from 10 to 40', async () => {
    const { user, api } = open();
    await user.click(screen.getByRole('checkbox', { name: 'Insalubridade' }));
    expect(screen.getByText('Informe de 10 a 40%')).toBeInTheDocument();
    await user.type(field('Percentual de insalubridade'), '5');
    await user.tab();
    expect(await screen.findByText('Mínimo 10%')).toBeInTheDocument();
    await user.clear(field('Percentual de insalubridade'));
    await user.type(field('Percentual de insalubridade'), '45');
    expect(await screen.findByText('Máximo 40%')).toBeInTheDocument();

    await user.click(save());
    // The workday and the period.
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(api.callsTo('saveHiringData')).toHaveLength(0);
  });

  it("saves money in centavos and days as yyyy-MM-dd; 'Padrão ao cargo' copies the base salary", async () => {
    const detail = filledDetail();
    const answer: CollaboratorDetail = { ...detail, steps: { ...detail.steps, HIRING_DATA: { status: 'approved', reason: null } } };
    const { user, api, onSaved } = open(detail, { saveHiringData: () => json(answer) });
    await user.click(screen.getByRole('checkbox', { name: 'Padrão ao cargo' }));
    expect(field('Salário')).toHaveValue('R$ 3.500,00');
    expect(field('Salário')).toHaveAttribute('readonly');
    await choose(user, 'Jornada de trabalho', 'Comercial 44h');
    await choose(user, 'Período de experiência', '30/60 dias');
    await user.click(screen.getByRole('checkbox', { name: 'Insalubridade' }));
    await user.type(field('Percentual de insalubridade'), '20');
    await user.click(save());

    expect(await screen.findByText('Dados salvos com sucesso.')).toBeInTheDocument();
    expect(api.callsTo('saveHiringData')[0]).toMatchObject({ params: { userId: 'u-1' } });
    expect(api.callsTo('saveHiringData')[0].body).toEqual({
      regime: 'CLT',
      hasStandardSalary: true,
      salary: 350000,
      vt: 22000,
      va: 65050,
      vr: 0,
      workday: 'w-1',
      experiencePeriod: '30/60',
      beginningOfFirstPeriod: '2026-03-02',
      endOfFirstPeriod: '2026-03-31',
      startOfSecondPeriod: '2026-04-01',
      endOfSecondPeriod: '2026-05-30',
      additional: { warning: false, unhealthy: true, unhealthyPercentage: 20, risk: false, dangerousness: false },
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
  });

  it("has no experience period for PJ, says where to create a journey, and 'Não foi possível salvar os dados.'", async () => {
    const detail = filledDetail({ hiringData: { ...filledDetail().hiringData, regime: 'PJ', workday: 'w-9' } });
    const { user, onSaved } = open(detail, { listWorkdays: () => json([]), saveHiringData: () => json({}, 500) });
    expect(await screen.findByText(/Nenhuma jornada cadastrada/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Período de experiência' })).toBeNull();
    await user.click(save());
    expect(await screen.findByText('Não foi possível salvar os dados.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the place of work (Portaria 671 art. 79 IV, issue 23 §8)', () => {
  const address = { cep: '01310100', publicPlace: 'Avenida Paulista', number: '1000', complement: '', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };
  const SETTINGS: CompanySettings = {
    bankRegime: 'INDIVIDUAL_AGREEMENT',
    timeZone: 'America/Sao_Paulo',
    employer: {
      name: 'Padaria Pão Quente Ltda',
      cnpj: '11222333000181',
      placesOfWork: [
        { name: 'Sede', address },
        { name: 'Loja Centro', address: { ...address, publicPlace: 'Rua Direita', number: '20' } },
      ],
    },
  };
  /** Saved hiring data at the company's first place (as the detail answers it for someone without one). */
  function atHeadOffice(): CollaboratorDetail {
    const detail = filledDetail();
    return { ...detail, hiringData: { ...detail.hiringData, workday: 'w-1', placeOfWork: 'Sede', ...experienceDates(detail.admissionDate, '30/60') } };
  }
  const place = () => screen.getByRole('combobox', { name: HIRING_DATA_LABEL.placeOfWork });

  it('offers the company’s places, the person’s chosen, and sends the one HR picks', async () => {
    const { user, api } = open(atHeadOffice(), { getCompanySettings: () => json(SETTINGS), saveHiringData: () => json(atHeadOffice()) });
    await waitFor(() => expect(place()).toHaveTextContent('Sede'));
    await user.click(place());
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Sede', 'Loja Centro']);
    await user.click(screen.getByRole('option', { name: 'Loja Centro' }));
    await user.click(save());
    await waitFor(() => expect(api.callsTo('saveHiringData')).toHaveLength(1));
    expect(api.callsTo('saveHiringData')[0].body).toMatchObject({ placeOfWork: 'Loja Centro' });
  });

  it('shows the server’s refusal of a place the company no longer lists on the field', async () => {
    const refusal = { message: EMPLOYER_MSG.unknownPlace, errors: { placeOfWork: EMPLOYER_MSG.unknownPlace } };
    const { user } = open(atHeadOffice(), { getCompanySettings: () => json(SETTINGS), saveHiringData: () => json(refusal, 400) });
    await waitFor(() => expect(place()).toHaveTextContent('Sede'));
    await user.click(save());
    await waitFor(() => expect(place()).toHaveAccessibleDescription(EMPLOYER_MSG.unknownPlace));
  });
});

describe('money typed key by key into DADOS CONTRATAÇÃO (issue 9)', () => {
  /** Saved hiring data (a CLT journey and period) offering every allowance: only the amounts are left to type. */
  function savedHiring(): CollaboratorDetail {
    const detail = filledDetail();
    const period = experienceDates(detail.admissionDate, '30/60');
    return { ...detail, hiringData: { ...detail.hiringData, vr: 1000, workday: 'w-1', ...period } };
  }

  /** `amount` typed key by key into one box; the others keep what was saved. Each amount goes to another box. */
  async function typeInto(label: string, amount: TypedAmount) {
    const opened = open(savedHiring(), { saveHiringData: () => json(savedHiring()) });
    await typeAmount(opened.user, field(label), amount);
    await opened.user.click(save());
    return opened;
  }


  it.each(amountCases(1))("reads $typed typed into '$label' as $centavos centavos", async ({ label, ...amount }) => {
    const { api, onSaved } = await typeInto(label, amount);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('saveHiringData')[0].body).toMatchObject({ [AMOUNT_KEY[label]]: amount.centavos });
  });

  it("says 'Valor invalido' under an amount over R$ 1.000.000,00 and sends nothing", async () => {
    const { api } = await typeInto('Valor do vale refeição', OVER_THE_CAP);
    await waitFor(() => expect(field('Valor do vale refeição')).toHaveAccessibleDescription('Valor invalido'));
    expect(api.callsTo('saveHiringData')).toEqual([]);
  });
});
