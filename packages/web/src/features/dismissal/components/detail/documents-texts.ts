// Our words on the DOCUMENTOS RESCISÃO tab (the spec quotes only its messages, in core's DISMISSAL_MSG).
export const DOCUMENTS_TEXT = {
  listLabel: 'Documentos da rescisão',
  none: 'Nenhum documento da rescisão enviado.',
  sendTitle: 'Enviar documentos (PDF)',
  send: 'ENVIAR DOCUMENTOS',
  removeTitle: 'Remover documento',
  removeQuestion: (label: string) => `Remover ${label}? O arquivo deixa de aparecer para o RH e para o colaborador.`,
} as const;
