import { addCalendarDays } from '@colabora/core/ground/calendar-day';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeEmployee, call, type ActiveEmployee } from './support/admission-api';
import { apiSignIn, unique, type Session } from './support/api';
import { launchBrowser, newPage, signIn, signedInPage } from './support/browser';
import { bodyRows, search } from './support/catalog-page';
import { choose, typeDate } from './support/fields';
import { pdfFile } from './support/files';
import { resetServerClock, setServerClock } from './support/server-clock';
import { isoDay } from './support/days';

// Dismissal end to end (issue 13): HR starts the dismissal from the active detail; the employee still works and
// sees nothing of it; HR fills the checkup and the dismissal data (a resignation is not asked the reduction of
// art. 488; an experience contract ended early shows art. 479; the notice shows 33 days at one year), uploads
// the termination term and concludes; the person's sign-in then shows only Contratos, with RESCISÃO, and the
// payslips. Another person in the process is reactivated and is back in Ativos.
// Both people are admitted through the API with a role and a department of their own, so the seeded headcounts
// the catalogue journeys check never change.

const SEARCH = 'Pesquisar colaborador';
// Names take no digits.
const LEAVING = unique('Paulo Henrique Gomes').replace(/[0-9]/g, 'X');
const RETURNING = unique('Beatriz Camargo Lopes').replace(/[0-9]/g, 'X');

const today = isoDay();
const shown = (day: string) => day.split('-').reverse().join('/');
// An admission is registered at most 30 days back; the notice is given on its first anniversary: one
// completed year of service.
const ADMISSION = addCalendarDays(today, -20);
const ANNIVERSARY = `${Number(ADMISSION.slice(0, 4)) + 1}${ADMISSION.slice(4)}`;

let browser: Browser;
let hr: Session;
let hrPage: Page;
let leaving: ActiveEmployee;
let returning: ActiveEmployee;

beforeAll(async () => {
  hr = await apiSignIn('rh@demo.com.br');
  const [journey] = await call<{ _id: string }[]>('GET', `/api/workday/${hr.companyId}`, hr.token);
  // Under CLT: payslips.
  leaving = await activeEmployee(hr, LEAVING, {
    admissionDate: ADMISSION,
    limitDate: addCalendarDays(today, 10),
    workdayId: journey._id,
    recordPoints: false,
    regime: 'CLT',
  });
  returning = await activeEmployee(hr, RETURNING, {
    admissionDate: addCalendarDays(today, -25),
    limitDate: addCalendarDays(today, 10),
    workdayId: journey._id,
    recordPoints: false,
  });
  browser = await launchBrowser();
  hrPage = await signedInPage(browser, 'rh@demo.com.br', '**/home/admissions');
}, 180_000);
afterAll(() => browser.close());

async function openFromMenu(entry: 'ATIVOS' | 'DEMISSÃO', url: string): Promise<void> {
  await hrPage.getByRole('navigation').getByText(entry, { exact: true }).click();
  await hrPage.waitForURL(url);
}

/** The two lists, and where each shows the name (Ativos ticks rows in its first column). */
const ACTIVE = { title: 'COLABORADORES ATIVOS', nameColumn: 1 };
const DISMISSALS = { title: 'COLABORADORES DESLIGADOS OU EM PROCESSO DE DEMISSÃO', nameColumn: 0 };

/** The person's row, once the search shows it alone (names show cut, with an ellipsis). */
async function rowOf(list: typeof ACTIVE, name: string): Promise<string[]> {
  // The list's own page (both lists have the same search box), then its search: one the box already holds asks
  // nothing again, the list on screen is its answer.
  await hrPage.getByRole('table', { name: list.title }).waitFor();
  if ((await hrPage.getByRole('searchbox', { name: SEARCH }).inputValue()) !== name) await search(hrPage, SEARCH, name);
  let rows: string[][] = [];
  await expect
    .poll(
      async () => {
        rows = await bodyRows(hrPage, list.title);
        return rows.length === 1 && name.startsWith(rows[0][list.nameColumn].replace(/…$/, ''));
      },
      { timeout: 5_000, message: `${name} alone in ${list.title}` },
    )
    .toBe(true);
  return rows[0];
}

/** Opens the person's dismissal detail from the list. */
async function openDismissal(name: string): Promise<void> {
  await openFromMenu('DEMISSÃO', '**/home/dismissal');
  await rowOf(DISMISSALS, name);
  await hrPage.getByRole('link', { name: `Visualizar ${name}` }).click();
  await hrPage.waitForURL('**/home/dismissal/collaborator/*');
  await hrPage.getByRole('heading', { level: 1, name }).waitFor();
}

/** Saves a tab of the process and waits for its answer. */
async function saveTab(): Promise<void> {
  const saved = hrPage.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/users/dismissal-details/'));
  await hrPage.getByRole('button', { name: 'SALVAR' }).click();
  expect((await saved).status()).toBe(200);
  await hrPage.getByText('Dados alterados').first().waitFor();
}

const radio = (group: string, option: string) =>
  hrPage.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

describe('a dismissal, from its start to the former employee’s sign-in', () => {
  it('HR starts the dismissal from the active detail, and the person moves to the dismissal list', async () => {
    await openFromMenu('ATIVOS', '**/home/active');
    await rowOf(ACTIVE, LEAVING);
    await hrPage.getByRole('link', { name: `Visualizar ${LEAVING}` }).click();
    await hrPage.getByRole('heading', { level: 1, name: LEAVING }).waitFor();
    await hrPage.getByRole('button', { name: 'INICIAR DEMISSÃO' }).click();
    const dialog = hrPage.getByRole('dialog', { name: 'Iniciar processo de demissão' });
    await dialog.getByRole('button', { name: 'INICIAR' }).click();
    await hrPage.getByText('Processo de demissão iniciado').waitFor();
    await hrPage.waitForURL('**/home/dismissal');

    const row = await rowOf(DISMISSALS, LEAVING);
    expect(row.slice(3, 6)).toEqual(['À definir', 'Início do processo', 'À definir']);
  });

  it('the employee still works and sees nothing of it', async () => {
    const page = await newPage(browser);
    const ownRecord = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/users/${leaving.id}`);
    await signIn(page, leaving.email, leaving.password);
    await page.waitForURL('**/colaborator-home');
    // No answer the person gets carries anything of the process.
    expect(JSON.stringify(await (await ownRecord).json())).not.toMatch(/dismiss|checkup|shutDown/i);
    const menu = page.getByRole('navigation', { name: 'Menu do colaborador' });
    await menu.getByRole('link', { name: 'MEUS DADOS' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meus dados' }).waitFor();
    await page.getByRole('tab', { name: 'HOLERITES' }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/demiss/i);
    await page.context().close();
  });

  it('HR approves the checkup and fills the dismissal data: 33 days of notice at one year of service', async () => {
    await openDismissal(LEAVING);
    // At 1280 px, beside both buttons, the header shows the whole name: nothing of it is cut off.
    const name = hrPage.getByRole('heading', { level: 1, name: LEAVING });
    expect(await name.evaluate((h1) => h1.scrollWidth - h1.clientWidth)).toBeLessThanOrEqual(0);
    const summary = hrPage.getByRole('region', { name: 'DETALHES DA DEMISSÃO' });
    // From the admission to the start of the process.
    await summary.getByText('20 dias').waitFor();
    // DESLIGAMENTO is the tab the page opens on.
    await hrPage.getByRole('tab', { name: 'DESLIGAMENTO', selected: true }).waitFor();

    await hrPage.getByRole('tab', { name: 'CHECKUP' }).click();
    await hrPage.getByRole('checkbox', { name: 'Check up aprovado' }).check();
    // An approved checkup locks the conditions.
    expect(await hrPage.getByRole('checkbox', { name: 'Gestante' }).isDisabled()).toBe(true);
    await saveTab();

    await hrPage.getByRole('tab', { name: 'DESLIGAMENTO' }).click();
    await radio('Justa causa', 'Não').check();
    // A resignation works the notice in full: the reduction of CLT art. 488 is not asked.
    await radio('Origem do desligamento', 'Colaborador').check();
    await radio('Aviso prévio', 'Aviso trabalhado').check();
    expect(await radio('Redução do aviso (CLT art. 488)', 'Sair 2 horas mais cedo').isDisabled()).toBe(true);
    await hrPage.getByText(/o pedido de demissão cumpre o aviso integral/).waitFor();
    // Today the person is still in the experience contract (30 + 60): ended early by the company, there is no
    // notice and the estimate pays half the remuneration up to the term (CLT art. 479).
    await radio('Origem do desligamento', 'Empresa').check();
    const resignation = hrPage.getByRole('textbox', { name: 'Data de demissão' });
    await typeDate(resignation, shown(today));
    await radio('O contrato de experiência já prevê a prorrogação', 'Não').check();
    await radio('Cláusula de rescisão antecipada recíproca (CLT art. 481)', 'Não').check();
    const estimate = hrPage.getByRole('region', { name: 'Estimativa das verbas rescisórias' });
    await estimate.getByText('Indenização pelo fim antecipado do contrato de experiência').waitFor();
    await estimate.getByText('CLT art. 479', { exact: true }).waitFor();
    // The dismissal this journey follows is given on the first anniversary, past the experience.
    const notice = hrPage.getByRole('status').filter({ hasText: 'Aviso prévio:' });
    await typeDate(resignation, shown(ANNIVERSARY));
    await radio('Redução do aviso (CLT art. 488)', 'Sair 2 horas mais cedo').check();
    await choose(hrPage, 'Motivo', 'Motivo 1');
    await hrPage.getByRole('textbox', { name: 'Observações' }).fill('Encerramento da rota de entregas.');
    await notice.getByText('Aviso prévio: 33 dias').waitFor();
    expect(await notice.innerText()).toContain('30 dias + 3 × 1 ano (1 ano completo) = 33 dias');
    expect(await hrPage.getByRole('textbox', { name: 'Data da saída' }).inputValue()).toBe(shown(addCalendarDays(ANNIVERSARY, 33)));
    await hrPage.getByRole('region', { name: 'Estimativa das verbas rescisórias' }).getByText('Total estimado').waitFor();
    await saveTab();

    await summary.getByText('Cumprindo aviso').waitFor();
    await summary.getByText(shown(addCalendarDays(ANNIVERSARY, 33)), { exact: true }).waitFor();
  });

  it('HR uploads the termination term', async () => {
    await hrPage.getByRole('tab', { name: 'DOCUMENTOS RESCISÃO' }).click();
    await hrPage.getByLabel('Termo de rescisão (TRCT) (PDF)', { exact: true }).setInputFiles(pdfFile('trct.pdf', 'Termo de rescisao'));
    await hrPage.getByText('trct.pdf', { exact: true }).waitFor();
    await hrPage.getByRole('button', { name: 'ENVIAR DOCUMENTOS' }).click();
    await hrPage.getByText('Documentos enviados').waitFor();
    await hrPage.getByRole('list', { name: 'Documentos da rescisão' }).getByText('Termo de rescisão (TRCT)').waitFor();
  });

  it('HR concludes the process once the worked notice ends, and the list shows the person dismissed', async () => {
    const departure = addCalendarDays(ANNIVERSARY, 33);
    const waits = `O aviso prévio trabalhado vai até ${shown(departure)}: até lá o colaborador ainda trabalha e registra o ponto. Conclua o processo a partir de ${shown(departure)}.`;
    await hrPage.getByRole('region', { name: 'DETALHES DA DEMISSÃO' }).getByText(waits).waitFor();
    const conclude = async () => {
      await hrPage.getByRole('button', { name: 'CONCLUIR PROCESSO DE DEMISSÃO' }).click();
      await hrPage.getByRole('dialog', { name: 'Concluir processo de demissão' }).getByRole('button', { name: 'CONCLUIR' }).click();
    };
    // Before the departure date the person still works the notice: refused, saying until when (issue 20 §4).
    await conclude();
    // The refusal's notice says the same as the summary.
    await expect.poll(() => hrPage.getByText(waits).count()).toBe(2);
    await setServerClock(departure, '09:00');
    try {
      await conclude();
      await hrPage.getByText('Colaborador desligado').waitFor();
    } finally {
      await resetServerClock();
    }
    await hrPage.waitForURL('**/home/dismissal');
    expect((await rowOf(DISMISSALS, LEAVING))[4]).toBe('Desligado');
    // The process is history: its detail offers neither action, and its data read only.
    await hrPage.getByRole('link', { name: `Visualizar ${LEAVING}` }).click();
    await hrPage.getByRole('heading', { level: 1, name: LEAVING }).waitFor();
    await hrPage.getByRole('status').filter({ hasText: 'Aviso prévio: 33 dias' }).waitFor();
    expect(await hrPage.getByRole('button', { name: 'CONCLUIR PROCESSO DE DEMISSÃO' }).count()).toBe(0);
    expect(await hrPage.getByRole('button', { name: 'SALVAR' }).count()).toBe(0);
  });

  it("the person's sign-in shows only Contratos, with RESCISÃO, and the payslips", async () => {
    // Their start page is Contratos.
    const page = await signedInPage(browser, leaving.email, '**/colaborator-home/contracts/*', leaving.password);
    const menu = page.getByRole('navigation', { name: 'Menu do colaborador' });
    await menu.getByRole('link', { name: 'HOLERITES' }).waitFor();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(['CONTRATOS', 'HOLERITES']);

    // Contratos opens on RESCISÃO, not on an empty tab.
    await page.getByRole('tab', { name: 'RESCISÃO', selected: true }).waitFor();
    const documents = page.getByRole('list', { name: 'RESCISÃO' });
    await documents.getByText('Termo de rescisão (TRCT)').waitFor();
    const opening = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/users/dismissal-documents/file/'));
    await documents.getByRole('button', { name: 'Ver documento: Termo de rescisão (TRCT)' }).click();
    expect((await opening).status()).toBe(200);

    await menu.getByRole('link', { name: 'HOLERITES' }).click();
    await page.getByRole('heading', { level: 1, name: 'Holerites' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);

    // The work pages are gone: the start page leads to Contratos, and the API refuses the rest.
    await page.goto(new URL('/colaborator-home', page.url()).toString());
    await page.waitForURL('**/colaborator-home/contracts/*');
    const token = await page.evaluate(() => window.localStorage.getItem('colabora:token'));
    await expect(call('GET', `/api/promotion/${leaving.id}`, token)).rejects.toThrow(/: 403 /);
    await page.context().close();
  });
});

describe('reactivation', () => {
  it('another person is reactivated from the dismissal detail and is back in Ativos, with the status they had', async () => {
    await openFromMenu('ATIVOS', '**/home/active');
    const before = await rowOf(ACTIVE, RETURNING);
    await call('PUT', `/api/users/dismissal/${returning.id}`, hr.token);
    await openDismissal(RETURNING);
    await hrPage.getByRole('button', { name: 'REATIVAR COLABORADOR' }).click();
    const dialog = hrPage.getByRole('dialog', { name: 'Reativar Colaborador' });
    await dialog.getByRole('button', { name: 'REATIVAR' }).click();
    await hrPage.getByText('Colaborador reativado').waitFor();
    await hrPage.waitForURL('**/home/active');
    // Ativos: the tick box, Nome, Cargo, Departamento, Celular, Status…
    expect((await rowOf(ACTIVE, RETURNING))[5]).toBe(before[5]);
  });
});
