import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { describe, expect, it } from 'vitest';
import { isMunicipalityOf, loadMunicipalities } from './municipalities';
import { BRAZIL_STATES } from './states';

describe('municipalities per state (IBGE)', () => {
  it('loads one state at a time', async () => {
    const sp = await loadMunicipalities('SP');
    expect(sp).toHaveLength(645);
    expect(sp[0]).toBe('Adamantina');
    expect(sp).toContain('São Paulo');
    expect(await loadMunicipalities('DF')).toEqual(['Brasília']);
  });

  it('answers [] for what is not a UF', async () => {
    expect(await loadMunicipalities('sp')).toEqual([]);
    expect(await loadMunicipalities('XX')).toEqual([]);
  });

  it('checks a city against its state', async () => {
    expect(await isMunicipalityOf('MG', 'Belo Horizonte')).toBe(true);
    expect(await isMunicipalityOf('SP', 'Belo Horizonte')).toBe(false);
  });

  // The JSON files are generated (scripts/generate-brazil-data.mjs): they must match the installed package.
  it('matches @brazilian-utils/brazilian-utils for every state', async () => {
    let total = 0;
    for (const { uf } of BRAZIL_STATES) {
      const names = await loadMunicipalities(uf);
      expect(names, uf).toEqual(getMunicipalities(uf as Parameters<typeof getMunicipalities>[0]).map((m) => m.name));
      total += names.length;
    }
    expect(total).toBe(5571);
  });
});
