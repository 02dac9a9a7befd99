import { isStateCode } from './states';

// IBGE municipality names per state, one JSON module per UF (generated from @brazilian-utils/brazilian-utils
// by scripts/generate-brazil-data.mjs): the browser fetches only the state a person picks (largest, MG,
// ~15 KB), and the API can use the same loader to check a city.
type Loader = () => Promise<{ default: string[] }>;

const LOADERS: Record<string, Loader> = {
  AC: () => import('./municipalities/ac.json'),
  AL: () => import('./municipalities/al.json'),
  AM: () => import('./municipalities/am.json'),
  AP: () => import('./municipalities/ap.json'),
  BA: () => import('./municipalities/ba.json'),
  CE: () => import('./municipalities/ce.json'),
  DF: () => import('./municipalities/df.json'),
  ES: () => import('./municipalities/es.json'),
  GO: () => import('./municipalities/go.json'),
  MA: () => import('./municipalities/ma.json'),
  MG: () => import('./municipalities/mg.json'),
  MS: () => import('./municipalities/ms.json'),
  MT: () => import('./municipalities/mt.json'),
  PA: () => import('./municipalities/pa.json'),
  PB: () => import('./municipalities/pb.json'),
  PE: () => import('./municipalities/pe.json'),
  PI: () => import('./municipalities/pi.json'),
  PR: () => import('./municipalities/pr.json'),
  RJ: () => import('./municipalities/rj.json'),
  RN: () => import('./municipalities/rn.json'),
  RO: () => import('./municipalities/ro.json'),
  RR: () => import('./municipalities/rr.json'),
  RS: () => import('./municipalities/rs.json'),
  SC: () => import('./municipalities/sc.json'),
  SE: () => import('./municipalities/se.json'),
  SP: () => import('./municipalities/sp.json'),
  TO: () => import('./municipalities/to.json'),
};

/** Municipality names of a state (UF code), sorted; [] when the code is not a UF. */
export async function loadMunicipalities(uf: string): Promise<string[]> {
  if (!isStateCode(uf)) return [];
  return (await LOADERS[uf]()).default;
}

/** True when `city` is one of the state's municipalities, written exactly as the list writes it. */
export async function isMunicipalityOf(uf: string, city: string): Promise<boolean> {
  return (await loadMunicipalities(uf)).includes(city);
}
