// Texts of the dismissal area. The spec's are verbatim (002 §2.6, §2.7, §5.8, §8; 001 §8 'Dismissal start'),
// typos included; the ones marked 'ours' are not quoted by the spec.
export const DISMISSAL_MSG = {
  // 001 §8 'Dismissal start'.
  started: 'Processo de demissão iniciado',
  startFailed: 'Não foi possível iniciar a demissão do colaborador.',
  // 002 §2.6, §8.
  listTitle: 'COLABORADORES DESLIGADOS OU EM PROCESSO DE DEMISSÃO',
  empty: 'Nenhum colaborador encontrado!',
  listFailed: 'Não foi possível buscar os colaboradores',
  // 002 §2.7.
  headerLabel: 'DEMISSÃO',
  reactivate: 'REATIVAR COLABORADOR',
  reactivateTitle: 'Reativar Colaborador',
  conclude: 'CONCLUIR PROCESSO DE DEMISSÃO',
  summaryTitle: 'DETALHES DA DEMISSÃO',
  toBeDefined: 'À definir',
  checkupTitle: 'Check up do funcionário',
  shutDownTitle: 'Dados do desligamento',
  // 002 §8.
  reactivated: 'Colaborador reativado',
  reactivateFailed: 'Falha ao reativar colaborador',
  concluded: 'Colaborador desligado',
  concludeFailed: 'Falha ao desligador colaborador. Verifique se todos os dados necessários foram preenchidos',
  detailsSaved: 'Dados alterados',
  detailsFailed: 'Não foi possível alterar os dados',
  documentsSent: 'Documentos enviados',
  documentsFailed: 'Não foi possível enviar os documentos',
  documentRemoved: 'Documento removido',
  documentRemoveFailed: 'Falha ao remover documento',
  // 002 §5.8.
  noFile: 'Nenhum arquivo selecionado',
  resignationAfterAdmission: 'Informe uma data posterior',
  invalidDate: 'Data inválida',
  // Ours.
  notActive: 'Somente colaboradores ativos podem entrar em processo de demissão. Confira o status do colaborador.',
  alreadyInProcess: 'Este colaborador já está em processo de demissão. Veja-o na lista de Demissão.',
  notInProcess: 'Este colaborador não está em processo de demissão. Atualize a página.',
  /** A document that is not there to remove or open. */
  noDocument: 'Documento não encontrado. Atualize a página.',
  alreadyDismissed: 'Este colaborador já foi desligado. O processo não pode mais ser alterado.',
  checkupBlocked:
    'O check up não pode ser aprovado enquanto houver uma condição marcada: o colaborador pode ter estabilidade no emprego.',
  stabilityJustificationRequired:
    'Este colaborador teve uma condição de estabilidade registrada neste processo. Para desligá-lo sem justa causa, explique por escrito por que a estabilidade não se aplica.',
  noticeRunning: (departure: string) =>
    `O aviso prévio trabalhado vai até ${departure}: até lá o colaborador ainda trabalha e registra o ponto. Conclua o processo a partir de ${departure}.`,
  stabilityFactsJustificationRequired:
    'Os afastamentos registrados indicam estabilidade no emprego na data de demissão. Para desligar sem justa causa, explique por escrito por que a estabilidade não se aplica.',
  stabilityFactsTitle: 'Estabilidade indicada pelos afastamentos registrados',
  stabilityJustificationLabel: 'Justificativa (estabilidade)',
  estimateTitle: 'Estimativa das verbas rescisórias',
  estimateDisclaimer:
    'Estimativa para conferência: não substitui o cálculo da folha. As férias seguem as férias e os afastamentos registrados, e o banco de horas é o saldo atual. Não inclui médias de variáveis, descontos legais nem o FGTS sobre as verbas rescisórias.',
} as const;
