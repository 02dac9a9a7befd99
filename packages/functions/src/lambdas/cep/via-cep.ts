import type { CepAddress } from '@colabora/core/admission/contract';

// ViaCEP (https://viacep.com.br): the postal lookup of step 4. CEP_SERVICE_URL points tests at a stub.

const TIMEOUT_MS = 3000;

/** The lookup could not be answered (network, timeout, an unexpected answer): the form goes manual. */
export class CepServiceError extends Error {}

/** The fields of ViaCEP's answer we use; anything else in it is ignored. */
interface ViaCepAnswer {
  erro?: boolean | string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

/** A plain check instead of a schema: the lookup's whole bundle stays small. */
function asViaCepAnswer(value: unknown): ViaCepAnswer | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const answer = value as Record<string, unknown>;
  const textOrAbsent = (key: string) => answer[key] === undefined || typeof answer[key] === 'string';
  return ['logradouro', 'bairro', 'localidade', 'uf'].every(textOrAbsent) ? (answer as ViaCepAnswer) : null;
}

function serviceUrl(): string {
  return (process.env.CEP_SERVICE_URL ?? 'https://viacep.com.br/ws').replace(/\/+$/, '');
}

/** The address of an 8-digit CEP; null when ViaCEP does not know it. Throws CepServiceError otherwise. */
export async function fetchCepAddress(cep: string): Promise<CepAddress | null> {
  let response: Response;
  try {
    response = await fetch(`${serviceUrl()}/${cep}/json/`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new CepServiceError((error as Error).name);
  }
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new CepServiceError(`status ${response.status}`);
  const answer = asViaCepAnswer(await response.json().catch(() => null));
  if (!answer) throw new CepServiceError('unexpected answer');
  // ViaCEP says 'not found' with 200 {"erro": true} (or "true" in its newer answers).
  const { erro, uf, localidade } = answer;
  if (erro === true || erro === 'true' || !uf || !localidade) return null;
  return { cep, state: uf, city: localidade, neighborhood: answer.bairro ?? '', publicPlace: answer.logradouro ?? '' };
}
