import { ACTIVE_LIST_MSG as SPEC_TEXTS } from '@colabora/core/people/active-list';

// Texts of the active staff screens: the spec's (000 §2.5, §8) from core, the titles and the archive
// confirmation ours.
export const ACTIVE_LIST_MSG = {
  ...SPEC_TEXTS,
  title: 'Ativos',
  tableTitle: 'COLABORADORES ATIVOS',
  archiveTitle: 'Excluir colaboradores',
  archiveQuestion: (count: number) =>
    (count === 1
      ? 'O colaborador selecionado será arquivado, não apagado: '
      : `Os ${count} colaboradores selecionados serão arquivados, não apagados: `) +
    'o acesso ao aplicativo é bloqueado na hora e ' +
    `${count === 1 ? 'o cadastro deixa' : 'os cadastros deixam'} de aparecer nas listas, mas todos os registros ficam guardados ` +
    'pelo prazo exigido pela CLT e pelo FGTS. Deseja continuar?',
} as const;
