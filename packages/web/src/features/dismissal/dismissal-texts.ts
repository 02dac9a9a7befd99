// Texts of the dismissal screens that core's DISMISSAL_MSG (the spec's and the API's) does not hold: titles and
// tab names quoted by 002 §2.6–2.7, and our own words for buttons and confirmations.
export const DISMISSAL_PAGE_TEXT = {
  title: 'Demissão',
  tab: 'COLABORADORES',
  search: 'Pesquisar colaborador',
  back: 'VOLTAR',
  loadFailed: 'Não foi possível carregar o processo de demissão. Tente novamente.',
  notFound: 'Esta pessoa não está em processo de demissão: o processo pode ter sido encerrado por uma reativação.',
  reactivateQuestion: (name: string) =>
    `${name} volta para a lista de ativos com o status que tinha antes do processo. O processo fica no histórico. Deseja reativar?`,
  reactivateConfirm: 'REATIVAR',
  concludeTitle: 'Concluir processo de demissão',
  concludeQuestion: (name: string) =>
    `${name} será desligado: perde o acesso ao ponto e às páginas de trabalho e passa a ver apenas os contratos, a rescisão e os holerites. Esta ação não pode ser desfeita. Deseja concluir?`,
  concludeConfirm: 'CONCLUIR',
  save: 'SALVAR',
} as const;
