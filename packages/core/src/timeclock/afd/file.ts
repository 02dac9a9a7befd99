import { latin1Lines } from '../latin1-lines';
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
// order) and gets the file back in encoded chunks (latin1-lines.ts), so no size of period is ever held whole.

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
export function writeAfd(header: AfdHeader, events: AsyncIterable<AfdEvent> | Iterable<AfdEvent>): AsyncGenerator<Uint8Array> {
  return latin1Lines(afdLines(header, events));
}

async function* afdLines(header: AfdHeader, events: AsyncIterable<AfdEvent> | Iterable<AfdEvent>): AsyncGenerator<string> {
  const counts: Partial<Record<AfdEventType, number>> = {};
  yield headerRecord(header);
  let lastNsr = 0;
  for await (const event of events) {
    if (event.nsr <= lastNsr) throw new RangeError(`AFD records out of NSR order: ${event.nsr} after ${lastNsr}`);
    lastNsr = event.nsr;
    counts[event.type] = (counts[event.type] ?? 0) + 1;
    yield record(event, header);
  }
  yield trailerRecord(counts);
  yield SIGNATURE_LINE;
}

/**
 * The file's name (layout rule 10.3): "AFD" joined with the INPI registration number, the employer's CNPJ/CPF and
 * "REP_P". The layout names no separator nor extension; we join them as written, the INPI number as in the
 * header (17 digits), and add '.txt' (README 'The AFD').
 */
export const afdFileName = (header: AfdHeader) => `AFD${inpiField(header.program)}${header.employer.document}REP_P.txt`;
