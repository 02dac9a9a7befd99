import { CEP_LENGTH, CEP_MSG } from '@colabora/core/brazil/cep';
import { SERVER_MSG } from '@colabora/core/messages';
import { BadRequest, HttpError, NotFound } from '../../http/http-error';
import { ok } from '../../http/reply';
import { action } from '../../http/resource-handler';
import { CepServiceError, fetchCepAddress } from './via-cep';
import { failure, logger } from '../../lib/telemetry';

const CEP_PATTERN = new RegExp(`^\\d{${CEP_LENGTH}}$`);

/** 503 whose message reaches the caller: it tells the person to fill the address by hand. */
class CepUnavailable extends HttpError {
  readonly exposeServerError = true;

  constructor() {
    super(503, SERVER_MSG.cepUnavailable);
  }
}

/** GET /api/cep/{cep} → CepAddress: 400 not 8 digits, 404 unknown, 503 when the lookup is unavailable. */
export const lookupCep = action('lookupCep', async ({ params }) => {
  // The mask's dot and dash are fine; anything else (letters, 7 or 9 digits) is not a CEP.
  const cep = (params.cep ?? '').replace(/[.\-\s]/g, '');
  if (!CEP_PATTERN.test(cep)) throw new BadRequest(CEP_MSG.invalid, { cep: CEP_MSG.invalid });
  try {
    const address = await fetchCepAddress(cep);
    if (!address) throw new NotFound(CEP_MSG.notFound, { cep: CEP_MSG.notFound });
    return ok(address);
  } catch (error) {
    if (!(error instanceof CepServiceError)) throw error;
    // The reason only (never the CEP): e.g. TimeoutError, TypeError (connection refused).
    logger.warn('cep lookup unavailable', { error: failure(error) });
    throw new CepUnavailable();
  }
});
