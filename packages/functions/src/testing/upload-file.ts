import type { UploadPurpose, UploadTicket } from '@colabora/core/uploads/schema';
import { invoke } from './invoke';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the browser does: ask for a presigned POST, then send the bytes straight to S3. Returns the key. */
export async function uploadFile(
  token: string,
  fileName: string,
  bytes: Uint8Array,
  contentType = XLSX_TYPE,
  purpose: UploadPurpose = 'sheet',
): Promise<string> {
  const ticket = await invoke<UploadTicket>('createUpload', {
    token,
    body: { purpose, fileName, contentType, size: bytes.length },
  });
  if (ticket.status !== 200) throw new Error(`upload refused: ${JSON.stringify(ticket.body)}`);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), fileName);
  const sent = await fetch(ticket.body.url, { method: 'POST', body: form });
  if (!sent.ok) throw new Error(`S3 refused the upload: ${sent.status} ${await sent.text()}`);
  return ticket.body.key;
}
