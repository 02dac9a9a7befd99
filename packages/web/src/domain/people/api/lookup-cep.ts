import { apiRequest } from '@/lib/api-client';

/** GET /api/cep/{cep}: the address a CEP names; 404 when there is none, 503 when the lookup is down. */
export function lookupCep(cep: string) {
  return apiRequest('lookupCep', { params: { cep } });
}
