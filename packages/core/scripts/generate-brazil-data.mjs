// Regenerates the reference data committed under packages/core/src/brazil/ (run from the repository
// root: `node packages/core/scripts/generate-brazil-data.mjs`). Nothing here runs at build or run time.
//
// - municipalities/<uf>.json: IBGE municipality names per state, from the installed
//   @brazilian-utils/brazilian-utils (getMunicipalities), so the browser loads one state at a time.
// - countries-pt-br.json: country names in Brazilian Portuguese for the nationality list, from the
//   Unicode CLDR package cldr-localenames-full (main/pt = pt-BR), fetched here with `npm pack`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';

const CLDR_PACKAGE = 'cldr-localenames-full@48.2.0';
const OUT = new URL('../src/brazil/', import.meta.url);

// CLDR codes that are not ISO 3166-1 countries (regions, groupings, pseudo-locales, reserved islands),
// and uninhabited territories nobody holds as nationality.
const NOT_COUNTRIES = ['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ'];
const UNINHABITED = ['AQ', 'BV', 'GS', 'HM', 'TF', 'UM'];
// The names people use in Brazil where CLDR's default differs.
const PREFERRED_ALT = { CD: 'CD-alt-variant', HK: 'HK-alt-short', MO: 'MO-alt-short', PS: 'PS-alt-short' };

const byName = (a, b) => a.localeCompare(b, 'pt-BR');
const writeJson = (file, list) => writeFileSync(new URL(file, OUT), `${JSON.stringify(list, null, 1)}\n`);

for (const { code } of getStates()) {
  writeJson(`municipalities/${code.toLowerCase()}.json`, getMunicipalities(code).map((m) => m.name));
}

const dir = mkdtempSync(join(tmpdir(), 'cldr-'));
try {
  const tarball = execFileSync('npm', ['pack', CLDR_PACKAGE, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', join(dir, tarball), '-C', dir, 'package/main/pt/territories.json']);
  const { territories } = JSON.parse(readFileSync(join(dir, 'package/main/pt/territories.json'), 'utf8')).main.pt
    .localeDisplayNames;
  const names = Object.keys(territories)
    .filter((code) => /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.includes(code) && !UNINHABITED.includes(code))
    .map((code) => territories[PREFERRED_ALT[code] ?? code]);
  writeJson('countries-pt-br.json', names.sort(byName));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
