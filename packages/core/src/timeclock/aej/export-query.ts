// GET /api/point-registers/aej/{companyId}?startDate&endDate (issue 23 §3): the AEJ of the period, asked and
// answered as the AFD is (afd/export-query.ts: the same dates, the same answer with the file's and its
// signature's links). The texts of its download and the reasons the file gives for the marks HR's approvals made.

export const AEJ_MSG = {
  download: 'Baixar AEJ',
  dialogTitle: 'Baixar AEJ (Arquivo Eletrônico de Jornada)',
  ready: 'AEJ gerado. O arquivo foi baixado.',
  signatureTitle: 'Assinatura digital do AEJ',
  failed: 'Não foi possível gerar o AEJ. Tente novamente.',
  /** Record 05 motivo of a time an approved adjustment included, when HR wrote no justification. */
  includedReason: 'Marcação incluída por ajuste de ponto aprovado',
  /** Record 05 motivo of a punch an approved adjustment corrected, when HR wrote no justification. */
  disregardedReason: 'Marcação desconsiderada por ajuste de ponto aprovado',
} as const;
