import { expect, it } from 'vitest';
import { dataExportFileName } from './data-export';

it("names the export after the person, without accents or spaces, and the day", () => {
  expect(dataExportFileName('Joana Araújo da Conceição', '2026-11-24')).toBe('dados-joana-araujo-da-conceicao-2026-11-24.zip');
  expect(dataExportFileName('  ', '2026-11-24')).toBe('dados-pessoa-2026-11-24.zip');
});
