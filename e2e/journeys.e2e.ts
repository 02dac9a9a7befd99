import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import { nationalHolidays } from '@colabora/core/holiday/official-holidays';
import { holidayDaysLabel } from '@colabora/core/holiday/schema';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from './support/api';
import { launchBrowser, signedInPage } from './support/browser';
import { bodyRows } from './support/catalog-page';
import { choose } from './support/fields';
import { isoDay } from './support/days';

// Journeys and holidays end to end (issue 11): HR creates a 6x1 journey through the wizard with two breaks,
// changes its hours so a break falls outside them (AVISO resets the breaks), assigns it in the employee's
// hiring data (the journey can no longer be edited), adds this year's national holidays, and the employee
// sees the journey and its month: work days, Sundays off, Christmas a holiday.

const TABLE = 'RELAÇÃO DE JORNADAS CADASTRADAS';
const SEARCH = 'Pesquisar jornada';
const EMPLOYEE = 'João Pedro da Silva';
const TODAY = isoDay();
const YEAR = TODAY.slice(0, 4);
const NAME = unique('Loja 6x1 e2e');

let browser: Browser;
let hr: Page;

async function openJourneys(): Promise<void> {
  await hr.getByRole('navigation').getByText('JORNADAS', { exact: true }).click();
  await hr.waitForURL('**/home/journey');
}

/** The journey's row (name, scale, point type, holidays, collaborators, status) once the search shows it alone. */
async function journeyRow(): Promise<string[]> {
  await hr.getByRole('searchbox', { name: SEARCH }).fill(NAME);
  let row: string[] = [];
  await expect
    .poll(async () => {
      const rows = await bodyRows(hr, TABLE);
      row = rows.length === 1 ? rows[0].slice(1, 7) : [];
      return row[0];
    })
    .toBe(NAME);
  return row;
}

/** Types a clock time ('0720' reads 07:20) into the field of a group of fields ('Pausa 1', a day). */
async function typeTime(group: Locator, label: string, digits: string): Promise<void> {
  const field = group.getByRole('textbox', { name: label });
  await field.clear();
  await field.pressSequentially(digits);
}

/** What the label of a checkbox reads: its name, its chips ('Já cadastrado') and its basis. */
async function labelOf(checkbox: Locator): Promise<string> {
  return (await checkbox.locator('xpath=ancestor::label').textContent()) ?? '';
}

/** A group of fields of HR's page: a day's hours ('Horário de todos os dias') or a break ('Pausa 1'). */
function group(name: string): Locator {
  return hr.getByRole('group', { name, exact: true });
}

async function fillBreak(position: number, description: string, minutes: string, start: string): Promise<void> {
  const row = group(`Pausa ${position}`);
  await row.getByRole('textbox', { name: 'Descrição' }).fill(description);
  await choose(row, 'Duração', minutes);
  await typeTime(row, 'Início', start);
}

/** The first day of December, from the 1st, that falls on `weekday` (0 Sunday … 6 Saturday) and is not the 25th. */
function decemberDay(weekday: number): string {
  let day = `${YEAR}-12-01`;
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekday || day.endsWith('-25')) day = addCalendarDays(day, 1);
  return day;
}

beforeAll(async () => {
  browser = await launchBrowser();
  hr = await signedInPage(browser, 'rh@demo.com.br', '**/home/admissions');
});
afterAll(() => browser.close());

describe('journeys and holidays (issue 11)', () => {
  it('HR creates a 6x1 journey through the wizard, with two breaks', async () => {
    await openJourneys();
    await hr.getByRole('link', { name: 'ADICIONAR NOVA JORNADA' }).click();
    await hr.waitForURL('**/home/journey/new-journey');

    const details = hr.getByRole('form', { name: 'DETALHES DA JORNADA' });
    await details.getByLabel('Nome da jornada').fill(NAME);
    await choose(details, 'Tipo de ponto', 'Normal');
    for (const tolerance of [
      'Tolerância de atraso na entrada',
      'Tolerância de atraso na volta da pausa',
      'Tolerância de antecipação da saída',
      'Tolerância de antecipação da pausa',
    ]) {
      await choose(details, tolerance, '10 min');
    }
    await choose(details, 'Horas extras por dia', '120 min');
    await details.getByRole('radiogroup', { name: 'Limitar o horário de registro do ponto?' }).getByRole('radio', { name: 'Não' }).check();
    await details.getByRole('button', { name: 'PROXIMA ETAPA' }).click();

    // 6x1: Monday to Saturday, 07:20–15:40 with an hour's main break, 44:00 a week; holidays observed.
    const scale = hr.getByRole('form', { name: 'ESCALA' });
    await choose(scale, 'Escala', 'Semanal 6x1');
    await scale.getByRole('radiogroup', { name: 'Aplicar feriados?' }).getByRole('radio', { name: 'Sim' }).check();
    await scale.getByRole('checkbox', { name: 'Sábado' }).check();
    await scale.getByRole('checkbox', { name: 'Mesmo horário em todos os dias' }).check();
    const everyDay = group('Horário de todos os dias');
    await typeTime(everyDay, 'Entrada', '0720');
    await typeTime(everyDay, 'Saída', '1540');
    await choose(everyDay, 'Intervalo principal', '60 min');
    await expect.poll(() => scale.getByLabel('Total de horas semanais').inputValue()).toBe('44:00');
    await scale.getByRole('button', { name: 'PROXIMA ETAPA' }).click();

    const breaks = hr.getByRole('form', { name: 'PAUSAS' });
    await choose(breaks, 'Número de pausas', '2 pausas');
    await fillBreak(1, 'Café', '15 min', '0900');
    await fillBreak(2, 'Lanche', '15 min', '1430');
    await breaks.getByRole('button', { name: 'CONCLUIR' }).click();
    await hr.getByText('Jornada salva com sucesso!').waitFor();
    await hr.waitForURL('**/home/journey');

    expect(await journeyRow()).toEqual([NAME, 'Semanal 6x1', 'Normal', 'Aplicado', '0', 'Ativo']);
  });

  it('hours that leave a break outside them ask AVISO, and confirming removes the breaks', async () => {
    await hr.getByRole('link', { name: `Editar ${NAME}` }).click();
    await hr.waitForURL('**/home/journey/edit-journey');
    await hr.getByRole('heading', { name: NAME }).waitFor();
    await hr.getByRole('tab', { name: 'PAUSAS' }).click();
    expect(await group('Pausa 2').getByRole('textbox', { name: 'Início' }).inputValue()).toBe('14:30');

    // Leaving at 14:00 puts the 14:30 break outside the day.
    await hr.getByRole('tab', { name: 'ESCALA' }).click();
    await typeTime(group('Horário de todos os dias'), 'Saída', '1400');
    await hr.getByRole('button', { name: 'ALTERAR DADOS' }).click();
    const warning = hr.getByRole('dialog', { name: 'AVISO' });
    await warning.getByText('Há pausas fora do horário de trabalho informado.', { exact: false }).waitFor();
    await warning.getByRole('button', { name: 'CONFIRMAR' }).click();
    await hr.getByText('Jornada alterada com sucesso').waitFor();
    await hr.waitForURL('**/home/journey');

    // The journey, opened again, has the new hours and no breaks.
    await journeyRow();
    await hr.getByRole('link', { name: `Editar ${NAME}` }).click();
    await hr.getByRole('tab', { name: 'ESCALA' }).click();
    expect(await group('Horário de todos os dias').getByRole('textbox', { name: 'Saída' }).inputValue()).toBe('14:00');
    await hr.getByRole('tab', { name: 'PAUSAS' }).click();
    await expect.poll(() => hr.getByRole('combobox', { name: 'Número de pausas' }).textContent()).toBe('Nenhuma pausa');
    expect(await hr.getByRole('group', { name: /^Pausa \d$/ }).count()).toBe(0);
    await hr.getByRole('button', { name: 'VOLTAR' }).click();
    await hr.waitForURL('**/home/journey');
  });

  it("assigning it in the employee's hiring data counts them and locks the journey's edit", async () => {
    await hr.getByRole('navigation').getByText('ATIVOS', { exact: true }).click();
    await hr.waitForURL('**/home/active');
    await hr.getByRole('searchbox', { name: 'Pesquisar colaborador' }).fill(EMPLOYEE);
    await hr.getByRole('link', { name: `Visualizar ${EMPLOYEE}` }).click();
    await hr.getByRole('heading', { name: EMPLOYEE }).waitFor();
    await hr.getByRole('tab', { name: 'DADOS CONTRATAÇÃO' }).click();
    await hr.getByRole('button', { name: 'EDITAR' }).click();
    await choose(hr, 'Jornada de trabalho', NAME);
    await hr.getByRole('button', { name: 'SALVAR' }).click();
    await hr.getByText('Dados alterados', { exact: true }).waitFor();
    await hr.getByRole('tabpanel', { name: 'DADOS CONTRATAÇÃO' }).getByText(NAME, { exact: true }).waitFor();

    await openJourneys();
    // The list first shows what it cached (0) while it asks again; each read of the row itself waits up to 1 s.
    await expect.poll(async () => (await journeyRow())[4], { timeout: 15_000 }).toBe('1');
    const locked = hr.getByRole('button', { name: `Editar ${NAME}` });
    expect(await locked.getAttribute('aria-disabled')).toBe('true');
    const reason = 'Esta jornada tem 1 colaborador(es) e não pode ser alterada nem removida. Mova-os para outra jornada antes.';
    await locked.hover();
    expect(await hr.getByRole('tooltip').textContent()).toBe(reason);
    // Playwright refuses to click an aria-disabled button; a person can, and nothing happens.
    await locked.click({ force: true });
    expect(new URL(hr.url()).pathname).toBe('/home/journey');
  });

  it("HR adds this year's national holidays (or finds them there already)", async () => {
    await hr.getByRole('navigation').getByText('FERIADOS', { exact: true }).click();
    await hr.waitForURL('**/home/holidays');
    await hr.getByRole('button', { name: 'FERIADOS NACIONAIS' }).click();
    const dialog = hr.getByRole('dialog', { name: 'Feriados nacionais e estaduais' });
    const christmas = dialog.getByRole('checkbox', { name: new RegExp(`^25/12/${YEAR} · Natal`) });
    await christmas.waitFor();
    if (await christmas.isDisabled()) {
      // The holidays journey of this runtime added them: the dialog says so.
      expect(await labelOf(christmas)).toContain('Já cadastrado');
      await dialog.getByRole('button', { name: 'CANCELAR' }).click();
    } else {
      // Only the national holidays proper: the state's and the pontos facultativos stay HR's choice (and the
      // holidays journey's to add).
      const national = nationalHolidays(Number(YEAR))
        .filter((holiday) => holiday.type === 'NATIONAL' && !holiday.optional)
        .map((holiday) => `${holidayDaysLabel(holiday)} · ${holiday.name}`);
      for (const option of await dialog.getByRole('group', { name: `Feriados de ${YEAR}` }).getByRole('checkbox').all()) {
        const label = await labelOf(option);
        if (!national.some((name) => label.startsWith(name)) && (await option.isEnabled())) await option.uncheck();
      }
      expect(await christmas.isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'ADICIONAR SELECIONADOS' }).click();
      await hr.getByText(/feriados adicionados/).waitFor();
    }
    await dialog.waitFor({ state: 'hidden' });

    await hr.getByRole('searchbox', { name: 'Pesquisar feriado' }).fill('Natal');
    await expect
      .poll(async () => (await bodyRows(hr, 'RELAÇÃO DE FERIADOS CADASTRADAS')).map((row) => row.slice(1, 5)))
      .toEqual([['Natal', 'NACIONAL', 'Data', `25/12/${YEAR}`]]);
  });

  it('the employee sees the journey without breaks, and December with work days, Sundays off and Christmas', async () => {
    const employee = await signedInPage(browser, 'colaborador@demo.com.br', '**/colaborator-home');
    await employee.getByRole('navigation', { name: 'Menu do colaborador' }).getByRole('link', { name: 'MEU PONTO' }).click();
    await employee.getByRole('link', { name: 'VER DETALHES DA JORNADA' }).click();
    await employee.waitForURL('**/colaborator-home/score/journey/*');

    const details = employee.getByRole('region', { name: 'Detalhes da jornada' });
    await details.getByText(NAME, { exact: true }).waitFor();
    await details.getByText('Semanal 6x1', { exact: true }).waitFor();
    const hours = await details.getByRole('table', { name: 'Horários' }).locator('tbody tr').allTextContents();
    expect(hours).toEqual(
      ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'].map((day) => `${day}07:2014:0060 min`),
    );
    await employee.getByRole('region', { name: 'Pausas' }).getByText('Não há pausas para essa jornada').waitFor();

    // From this month to December of this year, a month at a time.
    for (let month = Number(TODAY.slice(5, 7)); month < 12; month += 1) {
      await employee.getByRole('button', { name: 'Próximo mês' }).click();
    }
    const december = employee.getByRole('table', { name: `dezembro de ${YEAR}` });
    await december.and(employee.locator('[aria-busy="false"]')).waitFor();
    const cell = (day: string) => december.locator('td', { has: employee.locator(`time[datetime="${day}"]`) });
    await expect.poll(() => cell(`${YEAR}-12-25`).textContent()).toBe('25Feriado');
    const monday = decemberDay(1);
    expect(await cell(monday).textContent()).toBe(`${Number(monday.slice(8))}Dia de trabalho07:20–14:00`);
    const sunday = decemberDay(0);
    expect(await cell(sunday).textContent()).toBe(`${Number(sunday.slice(8))}Folga`);
    await employee.context().close();
  });
});
