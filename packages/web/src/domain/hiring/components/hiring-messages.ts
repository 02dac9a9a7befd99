// Texts of the hiring-data form the spec does not quote (001 §9 gives the rule behind notCumulative); the quoted
// ones live with the core schema (HIRING_DATA_MSG).
export const HIRING_MSG = {
  noWorkdays: 'Nenhuma jornada cadastrada. Cadastre uma jornada em JORNADAS para concluir os dados de contratação.',
  /** 001 §9. */
  notCumulative: 'Insalubridade e periculosidade não se acumulam: paga-se o maior.',
  /** Pay of an active person changes only through a promotion, which the employee confirms (001 §4). */
  payByPromotion: 'Cargo, departamento, regime, salário e benefícios mudam por uma promoção (botão PROMOVER).',
  /** Portaria MTP 671/2021 art. 79 IV. */
  placeSection: 'Local da prestação do serviço',
  placeOfWorkHint: 'Impresso nos comprovantes de registro de ponto. Os locais são os das configurações da empresa.',
  loading: 'Carregando…',
  loadFailed: 'Não foi possível carregar',
} as const;

/** What a select of options read from the server says while it has none: loading, or the read failed. */
export const optionsEmptyText = (query: { isPending: boolean; isError: boolean }): string | undefined =>
  query.isPending ? HIRING_MSG.loading : query.isError ? HIRING_MSG.loadFailed : undefined;
