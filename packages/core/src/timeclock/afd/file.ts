import {
  employeeRecord,
  employerRecord,
  headerRecord,
  inpiField,
  punchRecord,
  sensitiveEventRecord,
  SIGNATURE_LINE,
  trailerRecord,
  type AfdEvent,
  type AfdEventType,
  type AfdHeader,
} from './records';

// The AFD file (Portaria MTP 671/2021, Anexo V, AFD layout rules 1–5 and 10): ISO-8859-1 text, one record per line
// ending in CR LF, sorted by NSR, no blank lines; the header, the period's records, the trailer with their counts
// and the signature line. Written as a stream: the caller hands the records page by page (an async iterable in NSR
// order) and gets the file back in encoded chunks, so no size of period is ever held whole.

const CR_LF = '\r\n';
/** Lines are gathered into chunks of about this many bytes before they are encoded and handed on. */
const CHUNK_BYTES = 64 * 1024;

/** ISO-8859-1 bytes of text whose characters are all ≤ U+00FF (the record writers guarantee it). */
function latin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function record(event: AfdEvent, header: AfdHeader): string {
  switch (event.type) {
    case 2:
      return employerRecord(event, header.program.version);
    case 5:
      return employeeRecord(event);
    case 6:
      return sensitiveEventRecord(event);
    case 7:
      return punchRecord(event);
  }
}

/**
 * The file, chunk by chunk. Refuses records out of NSR order (the file must be sorted and an NSR appears once),
 * after having written what came before: a caller that gets the error discards the whole upload.
 */
export async function* writeAfd(header: AfdHeader, events: AsyncIterable<AfdEvent> | Iterable<AfdEvent>): AsyncGenerator<Uint8Array> {
  const counts: Partial<Record<AfdEventType, number>> = {};
  let pending = headerRecord(header) + CR_LF;
  let lastNsr = 0;
  for await (const event of events) {
    if (event.nsr <= lastNsr) throw new RangeError(`AFD records out of NSR order: ${event.nsr} after ${lastNsr}`);
    lastNsr = event.nsr;
    counts[event.type] = (counts[event.type] ?? 0) + 1;
    pending += record(event, header) + CR_LF;
    if (pending.length >= CHUNK_BYTES) {
      yield latin1(pending);
      pending = '';
    }
  }
  yield latin1(pending + trailerRecord(counts) + CR_LF + SIGNATURE_LINE + CR_LF);
}

/**
 * The file's name (layout rule 10.3): "AFD" joined with the INPI registration number, the employer's CNPJ/CPF and
 * "REP_P". The layout names no separator nor extension; we join them as written, the INPI number as in the
 * header (17 digits), and add '.txt' (README 'The AFD').
 */
export const afdFileName = (header: AfdHeader) => `AFD${inpiField(header.program)}${header.employer.document}REP_P.txt`;
