// A person's data export (LGPD art. 18, II: access to one's data), which HR hands over on request or the person
// takes themself: POST /api/users/export/{userId} answers a short-lived link to a zip with the record as JSON
// and every file the record references. Not in the spec; the texts are ours.

export const DATA_EXPORT_MSG = {
  button: 'EXPORTAR DADOS (LGPD)',
  preparing: 'Preparando exportação…',
  ready: 'Exportação concluída. O arquivo foi baixado.',
  failed: 'Não foi possível exportar os dados. Tente novamente.',
} as const;

/** What the zip holds, for whoever opens it. */
export const DATA_EXPORT_README = [
  'Exportação de dados pessoais (LGPD, art. 18, II)',
  '',
  'dados.json: o cadastro da pessoa como está no sistema (dados pessoais, família, documentos, endereço,',
  'dados bancários, contratação, etapas da admissão, exames e contratos com as assinaturas registradas).',
  'arquivos/: cada arquivo que o cadastro referencia (foto, documentos, comprovantes, exames, contratos).',
  '',
  'Datas e horas em UTC (ISO 8601); valores em centavos.',
].join('\n');

/** The zip's name: the person's name, without accents or spaces, and the day. */
export function dataExportFileName(fullName: string, day: string): string {
  const slug = fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `dados-${slug || 'pessoa'}-${day}.zip`;
}
