import { describe, expect, it } from 'vitest';
import { WORKDAY_MSG } from './messages';

// The texts people read, exactly as spec 002 quotes them (typos and the trailing space included).
describe('WORKDAY_MSG', () => {
  it('keeps the validation texts of §5.10–§5.12 verbatim', () => {
    expect(WORKDAY_MSG.required).toBe('Campo obrigatório');
    expect(WORKDAY_MSG.nameTaken).toBe('Já existe uma jornada com esse nome');
    expect(WORKDAY_MSG.unhealthyHint).toBe('Informe de 10 a 40%');
    expect(WORKDAY_MSG.invalidTime).toBe('Horário Invalido');
    expect(WORKDAY_MSG.weeklyHoursExceeded('Semanal 5x2', '44 horas')).toBe(
      'A escala selecionada (Semanal 5x2) possui um total de horas semanais maior do que o permitido para essa escala (44 horas) ou há inconsistência no horario',
    );
    expect(WORKDAY_MSG.dayInconsistency).toBe('A escala possui inconsistência de horario em algum(ns) dia(s) ');
    expect(WORKDAY_MSG.daysCount(4, 'Semanal 5x2', 5)).toBe(
      'O número de dias selecionado(4) não é igual ao número de dias necessários na escala Semanal 5x2 que são 5 dias',
    );
    expect(WORKDAY_MSG.repeatedBreakNames).toBe('Há pausas com nomes repetidos');
    expect(WORKDAY_MSG.overlappingBreaks).toBe('Há uma ou mais pausas com horarios inválidos');
    expect(WORKDAY_MSG.breaksOutsideSchedule).toBe('Há pausas fora do horário de trabalho');
  });

  it('keeps the journey rows of §8, the empty states and the removal dialog verbatim', () => {
    expect(WORKDAY_MSG).toMatchObject({
      listFailed: 'Não foi possivel obter as jornadas!',
      removeFailed: 'Falha ao remover jornada',
      removed: 'Jornada removida com sucesso',
      bulkRemoveFailed: 'Falha ao remover jornada(s)',
      bulkRemoved: 'Jornada(s) removida(s) com sucesso',
      statusFailed: 'Falha ao atualizar jornada(s)',
      statusUpdated: 'Jornada(s) atualizada(s) com sucesso',
      editFailed: 'Falha ao alterar jornada',
      edited: 'Jornada alterada com sucesso',
      nameCheckFailed: 'Falha ao salvar detalhes jornada',
      createFailed: 'Não foi possível salvar a jornada, tente novamente.',
      created: 'Jornada salva com sucesso!',
      scaleFetchFailed: 'Não foi possivel buscar a escala',
      journeyFetchFailed: 'Não foi possivel buscar a jornada',
      empty: 'Nenhuma jornada encontrada!',
      noDetails: 'Não há detalhes para essa jornada',
      noBreaks: 'Não há pausas para essa jornada',
      removeTitle: 'Remover Jornada',
      warningTitle: 'AVISO',
    });
    expect(WORKDAY_MSG.removeQuestion('Comercial 44h')).toBe('Tem certeza que deseja remover a jornada Comercial 44h?');
  });

  it("says which selected journeys people are on, and a selection's cap (ours)", () => {
    expect(WORKDAY_MSG.removeManyInUse('A, B')).toBe(
      'Nenhuma jornada foi removida. Estas jornadas têm colaboradores: A, B. Mova-os para outra jornada antes.',
    );
    expect(WORKDAY_MSG.deactivateManyInUse('A')).toBe(
      'Nenhuma jornada foi desativada. Estas jornadas têm colaboradores: A. Mova-os para outra jornada antes.',
    );
    expect(WORKDAY_MSG.tooManySelected(25)).toBe('Selecione no máximo 25 jornadas por vez.');
  });

  it('cites the CLT in the rest rules of a scale (ours)', () => {
    expect(WORKDAY_MSG.weeklyRest).toBe('A escala precisa de ao menos um dia de descanso semanal (CLT art. 67).');
    expect(WORKDAY_MSG.restBetweenDays('domingo', 'segunda-feira')).toBe(
      'Entre a saída de domingo e a entrada de segunda-feira há menos de 11 horas de descanso (CLT art. 66).',
    );
  });
});
