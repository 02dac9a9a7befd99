// Our words on the DESLIGAMENTO tab (the spec quotes only the title and the field names' rules).
export const SHUT_DOWN_TEXT = {
  noticePending: 'Informe justa causa, origem, aviso prévio e a data de demissão para calcular o aviso.',
  noticeDays: (days: number) => `Aviso prévio: ${days} ${days === 1 ? 'dia' : 'dias'}`,
  increaseByLaw: 'Definido pela lei: o acréscimo vale quando a empresa encerra o contrato.',
  departureHint: 'Calculada a partir do aviso prévio.',
  warningDisabled: 'Não se aplica ao aviso indenizado.',
  warningNotAsked: 'A redução vale só quando a empresa dispensa sem justa causa: o pedido de demissão cumpre o aviso integral (CLT art. 488).',
  warningNoNotice: 'Sem aviso prévio, não há redução.',
  experienceTitle: 'Contrato de experiência',
  experienceTerms: (first: string, second: string) => `1º período até ${first}; prorrogação até ${second}.`,
  estimateBasis: 'Base legal',
  estimateTable: 'Verbas estimadas',
  estimateItem: 'Verba',
  estimateFormula: 'Cálculo',
  estimateAmount: 'Valor estimado',
  estimateTotal: 'Total estimado',
  estimatePending: 'Preencha os dados do desligamento para ver a estimativa.',
} as const;
