import { addCalendarDays, brazilianDate } from '@colabora/core/ground/calendar-day';
import { readFile } from 'node:fs/promises';
import { mirrorDateLabel } from '@colabora/core/timeclock/mirror';
import { readAej } from '@colabora/core/timeclock/testing/aej-reader';
import { readAfd } from '@colabora/core/timeclock/testing/afd-reader';
import { pdfTexts, verifyPdfSignature } from '@colabora/functions/testing/signed-pdf';
import { verifyDetachedSignature } from '@colabora/functions/testing/detached-signature';
import forge from 'node-forge';
import type { PunchReceipt } from '@colabora/core/timeclock/point-register-api';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeEmployee, call, type ActiveEmployee } from './support/admission-api';
import { apiSignIn, unique, type Session } from './support/api';
import { appUrl, launchBrowser, signedInPage } from './support/browser';
import { bodyRows } from './support/catalog-page';
import { choose, typeDate } from './support/fields';
import { resetServerClock, runJob, setServerClock } from './support/server-clock';
import { isoDay } from './support/days';

// The time clock end to end (issue 12), on the server's shifted clock (support/server-clock.ts), so it never
// depends on the hour it runs at: a fresh employee on a journey of our own (08:00–16:20, lunch 11:30–12:30, six
// days a week including today) punches the entry and the lunch break, misses the exit, the alerts job raises the
// pending exit and settles the day (the bank goes negative), the employee asks an adjustment, HR sees the badge
// and approves it, the mirror and the bank change, HR compensates hours and the employee's card shows the total;
// HR downloads the month's art. 84 mirror PDF (issue 23 §6) and the company's AFD and AEJ with their signatures,
// which OpenSSL and the test readers written from the layouts accept (issue 23 §2–§4).
// Then a night shift (issue 22): another person on an urban 22:00–05:00 journey works past 05:00 and comes back
// early the next afternoon; the mirror shows the reduced night hours and one interjornada alert.

const DAY = isoDay();
const WEEKDAYS = ['isSunday', 'isMonday', 'isTuesday', 'isWednesday', 'isThursday', 'isFriday', 'isSaturday'] as const;
const NAME = unique('Paula Ponto').replace(/[0-9]/g, 'X');
const JOURNEY = unique('Ponto e2e 6x1');

let browser: Browser;
let hr: Session;
let person: ActiveEmployee;
let employee: Page;
let hrPage: Page;
/** Requests HR had not opened before the employee's (the seeded ones). */
let unopenedBefore: number;

/**
 * 6x1 on every weekday but the one three days from today: today and the two days after it are always working
 * days. 08:00–16:20 by default; `shift` gives other hours.
 */
function journeyBody(session: Session, name = JOURNEY, shift = { enterTime: '08:00', exitTime: '16:20', mainBreak: 60 }) {
  const off = WEEKDAYS[new Date(`${addCalendarDays(DAY, 3)}T12:00:00Z`).getUTCDay()];
  const days = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, weekday !== off]));
  return {
    name,
    pointType: 'Banco de Horas',
    entryDelayTime: 10,
    breakDelayTime: 10,
    anticipationExitTime: 10,
    breakAnticipationTime: 10,
    limited: false,
    extraHourPerDay: 120,
    intervalCompensation: 'noCompensation',
    scaleType: '6x1',
    holidays: false,
    standardWeekScale: { ...days, isEqualTime: true, standardTime: shift },
    numberOfBreaks: '0Breaks',
    breaks: [],
    company: session.companyId,
  };
}

/** The employee's Meu ponto, read afresh (the page takes the server's time from its answer). */
async function openMyScore(): Promise<void> {
  await employee.goto(appUrl(`/colaborator-home/score/${person.id}`));
  await employee.getByRole('heading', { name: 'Meu ponto' }).waitFor();
}

/** Registers `point`: one call, whose answer's day the timeline then shows (no GET of the day after the POST). */
async function register(point: string): Promise<void> {
  await employee.getByRole('button', { name: `REGISTRAR ${point}` }).click();
  const dialog = employee.getByRole('dialog', { name: 'REGISTRAR PONTO' });
  const calls: string[] = [];
  const seen = (request: Request) => {
    if (new URL(request.url()).pathname === '/api/point-registers') calls.push(request.method());
  };
  employee.on('request', seen);
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await dialog.getByText('Ponto registrado com sucesso').waitFor();
  await dialog.getByRole('button', { name: 'FECHAR' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await pointItem(point).getByText('Registrado com sucesso!').waitFor();
  employee.off('request', seen);
  expect(calls).toEqual(['POST']);
}

/** The timeline's item of a point: its title, expected time, registration and situation. */
const pointItem = (title: string): Locator =>
  employee.getByRole('list', { name: 'Registro de ponto' }).getByRole('listitem').filter({ has: employee.getByText(title, { exact: true }) });

const hoursCard = () => employee.getByRole('region', { name: 'Banco de horas' });

/**
 * The person's row of HR's BANCO DE HORAS: Nome, Horas trabalhadas, planejadas, the CLT figures (Noturnas,
 * Noturnas reduzidas, Extras 50%, Extras 100%), Banco período, Banco total.
 */
async function bankRow(): Promise<string[]> {
  let row: string[] = [];
  await expect
    .poll(async () => {
      const rows = await bodyRows(hrPage, 'Colaboradores');
      row = rows.find((cells) => NAME.startsWith(cells[0].replace(/…$/, ''))) ?? [];
      return row.length;
    })
    .toBeGreaterThan(0);
  return row;
}

beforeAll(async () => {
  hr = await apiSignIn('rh@demo.com.br');
  const journey = await call<{ _id: string }>('POST', '/api/workday', hr.token, journeyBody(hr));
  person = await activeEmployee(hr, NAME, {
    admissionDate: DAY,
    limitDate: addCalendarDays(DAY, 10),
    workdayId: journey._id,
    recordPoints: true,
  });
  browser = await launchBrowser();
  employee = await signedInPage(browser, person.email, '**/colaborator-home', person.password);
}, 180_000);

afterAll(async () => {
  await resetServerClock();
  await browser.close();
});

describe('a working day on the time clock (issue 12)', () => {
  it('the employee punches the entry and the lunch break on time; the exit is not reachable yet', async () => {
    await setServerClock(DAY, '08:00');
    await openMyScore();
    await expect(pointItem('Saída').getAttribute('data-faded')).resolves.toBe('true');
    await register('Entrada');
    await pointItem('Entrada').getByText('Registrado com sucesso!').waitFor();

    await setServerClock(DAY, '11:30');
    await openMyScore();
    await register('Intervalo principal - Ida');
    // The job's run now covers the morning: the next one looks from here on.
    await runJob('point-alerts');

    await setServerClock(DAY, '12:30');
    await openMyScore();
    await register('Intervalo principal - Volta');
    await pointItem('Intervalo principal - Volta').getByText('Registrado com sucesso!').waitFor();
  });

  it('the exit is missed: the alerts job raises it and settles the day, the bank goes negative', async () => {
    // The exit's window (two hours) closed at 18:20.
    await setServerClock(DAY, '18:30');
    await runJob('point-alerts');
    await openMyScore();
    await pointItem('Saída').getByText('Pendente').waitFor();
    const alerts = employee.getByRole('region', { name: 'Alertas' });
    await alerts.getByText('Pendência de ponto').waitFor();
    // 08:00–11:30 worked, the afternoon never closed: 3 h 30 of the 7 h 20 planned.
    await hoursCard().getByText('-03:50').waitFor();
  });

  it('the employee asks an adjustment of the exit (AJUSTAR PONTO)', async () => {
    unopenedBefore = (await call<{ total: number }>('GET', `/api/point-solicitation/notifications/${hr.companyId}`, hr.token)).total;
    await employee.getByRole('region', { name: 'Alertas' }).getByRole('button', { name: /^AJUSTAR Saída/ }).click();
    const dialog = employee.getByRole('dialog', { name: 'AJUSTAR PONTO' });
    await expect(dialog.getByRole('combobox', { name: /Motivo/ }).textContent()).resolves.toContain('Ajuste de Ponto');
    await dialog.getByRole('textbox', { name: /Horário do registro/ }).pressSequentially('1650');
    await dialog.getByRole('textbox', { name: /Justificativa/ }).fill('Saí às 16:50 e esqueci de registrar a saída.');
    await dialog.getByRole('button', { name: 'ENVIAR' }).click();
    await employee.getByText('O ajuste foi solicitado').waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('HR sees the badge on SOLICITAÇÕES and approves the adjustment', async () => {
    hrPage = await signedInPage(browser, 'rh@demo.com.br', '**/home/admissions');
    await hrPage.getByRole('navigation').getByText('REGISTRO DE PONTOS', { exact: true }).click();
    await hrPage.waitForURL('**/home/record-points');
    // The badge counts the requests HR has not opened: this one more.
    const badge = async () => Number((await hrPage.getByRole('tab', { name: /SOLICITAÇÕES/ }).textContent())?.replace(/\D/g, '') || 0);
    await expect.poll(badge).toBe(unopenedBefore + 1);

    await hrPage.getByRole('searchbox', { name: 'Pesquisar por nome' }).fill(NAME);
    await hrPage.getByRole('button', { name: `Ver solicitação: ${NAME}` }).click();
    const detail = hrPage.getByRole('dialog', { name: 'SOLICITAÇÃO' });
    await detail.getByText('Pendência de ponto - Saída').waitFor();
    await detail.getByText('16:50', { exact: true }).waitFor();
    // APROVAR reads AJUSTAR for a punch adjustment (002 §2.3).
    await detail.getByRole('button', { name: 'AJUSTAR' }).click();
    await hrPage.getByText('Solicitação Aprovada').waitFor();
    await detail.waitFor({ state: 'hidden' });
    // Opened, it no longer counts; approved, it leaves the list.
    await expect.poll(badge).toBe(unopenedBefore);
    await hrPage.getByText('Nenhuma solicitação econtrada!').waitFor();
  });

  it('the mirror shows the adjusted exit and the day balance moves the bank', async () => {
    await hrPage.goto(appUrl(`/home/record-points/${person.id}/point-mirror`));
    await hrPage.getByRole('heading', { name: NAME }).waitFor();
    const row = hrPage.getByRole('table', { name: 'REGISTROS DE PONTOS' }).getByRole('row').filter({ hasText: mirrorDateLabel(DAY) });
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents()).slice(1, 3))
      .toEqual(['08:00', '16:50']);
    const cells = await row.getByRole('cell').allTextContents();
    // Motivos and Aprovação, after the CLT figures and Pausas, Justificativa, Anexos; then Alertas da CLT.
    expect(cells.slice(11)).toEqual(['Ajuste do ponto', 'Aprovado', '-----']);

    // The month as the signed PDF of Portaria 671 art. 84 (issue 23 §6): the exit HR approved is included by hand,
    // with its request; the punches are recorded with their NSR.
    const mirrorPdf = hrPage.getByRole('button', { name: /^BAIXAR PDF DE / });
    const [download] = await Promise.all([hrPage.waitForEvent('download'), mirrorPdf.click()]);
    const pdf = new Uint8Array(await readFile(await download.path()));
    expect(verifyPdfSignature(pdf).subFilter).toBe('ETSI.CAdES.detached');
    const texts = pdfTexts(pdf);
    expect(texts).toContain('Espelho de Ponto');
    expect(texts.some((text) => text.startsWith('16:50 incluída manualmente (solicitação aprovada em'))).toBe(true);
    expect(texts.some((text) => /^08:00 registrada \(NSR \d+\)$/.test(text))).toBe(true);

    await hrPage.goBack();
    await hrPage.waitForURL('**/home/record-points');
    await hrPage.getByRole('tab', { name: 'BANCO DE HORAS' }).click();
    await hrPage.getByRole('searchbox', { name: 'Pesquisar colaborador' }).fill(NAME);
    // 08:00–11:30 and 12:30–16:50: 7 h 50 of 7 h 20, the 30 minutes past the exit all count (past the tolerance).
    // The 30 minutes are overtime at 50 % (CLT art. 59): Extras 50%. No weekly rest lost (Lei 605/49 art. 6).
    await expect
      .poll(async () => (await bankRow()).slice(1, 10))
      .toEqual(['07:50', '07:20', '00:00', '00:00:00', '00:30', '00:00', '0', '00:30', '00:30']);
  });

  it('HR compensates hours in BANCO DE HORAS, and the employee sees the new total', async () => {
    await hrPage.getByRole('button', { name: `Pagar ou compensar horas de ${NAME}` }).click();
    const dialog = hrPage.getByRole('dialog', { name: 'BANCO DE HORAS' });
    await choose(dialog, 'Tipo', 'Compensar Horas');
    await typeDate(dialog.getByLabel('Data da compensação', { exact: false }).first(), brazilianDate(addCalendarDays(DAY, 2)));
    await dialog.getByRole('textbox', { name: /Horas a compensar/ }).pressSequentially('0020');
    await dialog.getByRole('textbox', { name: /Justificativa/ }).fill('Folga de 20 minutos com o banco de horas.');
    await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
    await hrPage.getByText('Compensação de horas registrada').waitFor();
    await expect.poll(async () => (await bankRow())[8]).toBe('00:10');

    await openMyScore();
    await hoursCard().getByText('00:10').waitFor();
  });

  /**
   * Opens 'Baixar AFD' or 'Baixar AEJ', asks the period from `start` up to today (or the whole history) and answers
   * the file's bytes once OpenSSL accepts its .p7s.
   */
  async function downloadSigned(file: 'AFD' | 'AEJ', title: string, name: RegExp, start?: string): Promise<Uint8Array> {
    await hrPage.getByRole('button', { name: `Baixar ${file}` }).click();
    const dialog = hrPage.getByRole('dialog', { name: title });
    // The whole history asks no dates: the other journeys shift the server's clock, so an NSR may carry a day past
    // today, and only the file of every NSR is sure to have no gap (a period's file leaves out the days past it).
    if (start) {
      await typeDate(dialog.getByLabel('Data inicial', { exact: false }).first(), brazilianDate(start));
      await typeDate(dialog.getByLabel('Data final', { exact: false }).first(), brazilianDate(DAY));
    }
    const [saved] = await Promise.all([hrPage.waitForEvent('download'), dialog.getByRole('button', { name: 'GERAR E BAIXAR' }).click()]);
    expect(saved.suggestedFilename()).toMatch(name);
    await hrPage.getByText(`${file} gerado. O arquivo foi baixado.`).waitFor();
    // Its signature, one click away in the next dialog.
    const signed = hrPage.getByRole('dialog', { name: `Assinatura digital do ${file}` });
    const [signature] = await Promise.all([hrPage.waitForEvent('download'), signed.getByRole('link', { name: 'BAIXAR ASSINATURA (.p7s)' }).click()]);
    expect(signature.suggestedFilename()).toBe(saved.suggestedFilename().replace('.txt', '.p7s'));
    const bytes = new Uint8Array(await readFile(await saved.path()));
    // The detached CAdES signature (issue 23 §4) signs exactly these bytes, with the local TEST certificate.
    const { signerPem } = verifyDetachedSignature(bytes, new Uint8Array(await readFile(await signature.path())));
    expect(forge.pki.certificateFromPem(signerPem).subject.getField('CN').value).toContain('certificado de TESTE');
    await signed.getByRole('button', { name: 'FECHAR' }).click();
    await signed.waitFor({ state: 'hidden' });
    return bytes;
  }

  it("HR downloads the company's AFD (the whole history) and its signature: the layout reader accepts it, with the day's punches, the employer's record and her inclusion", async () => {
    await hrPage.goto(appUrl('/home/record-points'));
    const reading = await readAfd(await downloadSigned('AFD', 'Baixar AFD (Arquivo Fonte de Dados)', /^AFD\d{17}\d{14}REP_P\.txt$/));
    expect(reading.header.endDay).toBe(DAY);
    // The employee's entry and lunch break of today, at the least.
    expect(reading.records.filter((record) => record.type === '7' && record.punchedAt.startsWith(DAY)).length).toBeGreaterThanOrEqual(3);
    // In the one NSR sequence (issue 23 §1): the employer's record, and her inclusion on the time clock at activation.
    expect(reading.records.some((record) => record.type === '2')).toBe(true);
    expect(reading.records.some((record) => record.type === '5' && record.operation === 'I' && record.name.trim() === NAME)).toBe(true);
  });

  it("HR downloads the AEJ of the day and its signature: the layout reader accepts it, the employee's day in it", async () => {
    const { records } = readAej(await downloadSigned('AEJ', 'Baixar AEJ (Arquivo Eletrônico de Jornada)', /^AEJ_\d{14}_\d{8}_\d{8}\.txt$/, DAY));
    expect(records['01'][0]).toMatchObject({ dataInicialAej: DAY, dataFinalAej: DAY });
    const link = records['03'].find((entry) => entry.nomeEmp === NAME);
    expect(link).toBeDefined();
    const today = records['05'].filter((mark) => mark.idtVinculoAej === link!.idtVinculoAej && mark.dataHoraMarc.startsWith(DAY));
    // Entry and lunch break recorded (original), the exit included by the approved adjustment with its reason.
    expect(today.filter((mark) => mark.fonteMarc === 'O').length).toBeGreaterThanOrEqual(3);
    expect(today.some((mark) => mark.fonteMarc === 'I' && mark.motivo)).toBe(true);
  });
});

describe('a night shift on the time clock (issue 22 §2, §3)', () => {
  const name = unique('Nilo Noturno').replace(/[0-9]/g, 'X');
  // The shift's day and the next one, in one month: the mirror opens on the server's month.
  const first = addCalendarDays(DAY, 1).endsWith('-01') ? addCalendarDays(DAY, 1) : DAY;
  const next = addCalendarDays(first, 1);
  let night: ActiveEmployee;
  let nightSession: Session;

  /** A punch through POST /point-registers at the server's (shifted) time; answers the point it registered. */
  async function punchAt(day: string, time: string, type: string): Promise<string | null> {
    await setServerClock(day, time);
    const receipt = await call<PunchReceipt>('POST', '/api/point-registers', nightSession.token, { type });
    return receipt.point?.type ?? null;
  }

  beforeAll(async () => {
    const journey = await call<{ _id: string }>('POST', '/api/workday', hr.token, journeyBody(hr, unique('Ponto e2e noturno'), { enterTime: '22:00', exitTime: '05:00', mainBreak: 60 }));
    night = await activeEmployee(hr, name, { admissionDate: DAY, limitDate: addCalendarDays(DAY, 10), workdayId: journey._id, recordPoints: true });
    nightSession = await apiSignIn(night.email, night.password);
  }, 180_000);

  it('works 22:00–06:30 with the main break at 01:00, and comes back at 17:00 after 10 h 30 of rest', async () => {
    await expect(punchAt(first, '22:00', 'ENTRY')).resolves.toBe('ENTRY');
    await expect(punchAt(next, '01:00', 'MAIN_BREAK_START')).resolves.toBe('MAIN_BREAK_START');
    await expect(punchAt(next, '02:00', 'MAIN_BREAK_RETURN')).resolves.toBe('MAIN_BREAK_RETURN');
    // 90 minutes past the 05:00 exit, inside its two-hour window: still the first day's exit.
    await expect(punchAt(next, '06:30', 'EXIT')).resolves.toBe('EXIT');
    // Five hours before the next shift: recorded out of schedule (Portaria 671 art. 74), and it ends the rest.
    await expect(punchAt(next, '17:00', 'ENTRY')).resolves.toBeNull();
  });

  it('the mirror shows the reduced night hours and one interjornada alert', async () => {
    const page = await signedInPage(browser, 'rh@demo.com.br', '**/home/admissions');
    await page.goto(appUrl(`/home/record-points/${night.id}/point-mirror`));
    await page.getByRole('heading', { name }).waitFor();
    const table = page.getByRole('table', { name: 'REGISTROS DE PONTOS' });
    const row = (day: string) => table.getByRole('row').filter({ hasText: mirrorDateLabel(day) });
    // 22:00–01:00 and 02:00–06:30: 7 h 30 worked, all of it night work (the shift covers the whole night and goes
    // past 05:00, Súmula 60 II), 450 clock minutes = 08:34:17 with the 52 min 30 s hour (CLT art. 73 §1); the 90
    // minutes past the exit are overtime at 50 %.
    await expect
      .poll(async () => (await row(first).getByRole('cell').allTextContents()).slice(1, 7))
      .toEqual(['22:00', '06:30', '07:30', '07:30', '08:34:17', '01:30']);
    // Out at 06:30, in at 17:00: 10 h 30 of rest, 30 minutes short of the 11 h (CLT art. 66), owed as overtime.
    await expect.poll(async () => (await row(next).getByRole('cell').allTextContents())[1]).toBe('17:00');
    await row(next).getByText('Interjornada menor que 11 horas (CLT art. 66)').waitFor();
    expect(await table.getByText('Interjornada menor que 11 horas (CLT art. 66)').count()).toBe(1);
    await page.getByText('Interjornada devida como extra: 00:30').waitFor();
    await page.context().close();
  });
});
