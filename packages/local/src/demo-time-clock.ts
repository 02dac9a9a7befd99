import type { TimeClockHistory } from './seed-time-clock';

// What the demo company's employees did on the time clock over the last two months (seed-time-clock.ts), by
// working day counted back from the last one that ended (1). Every other working day is punched on time, give or
// take a minute or two (within the tolerance of CLT art. 58 §1). Together they show each kind of day and request:
// a late entry within the tolerance, days past the daily 10 minutes (so every minute counts), overtime, missed
// exits and break returns (some adjusted, some still open), absences, requests approved, reproved and in analysis,
// a compensation and money payments. No entry is later than its 5-minute window: past it the timeline leaves every
// point of the day unregistrable (002 §4.2) and the person punches the whole day out of schedule.

export const DEMO_TIME_CLOCK: TimeClockHistory[] = [
  {
    // João, Loja 6x1 (10:00–18:20, lunch 13:30–14:30), admitted 20 days ago.
    email: 'colaborador@demo.com.br',
    events: {
      2: { kind: 'missed', point: 'MAIN_BREAK_RETURN' },
      3: { kind: 'missed', point: 'EXIT' },
      5: { kind: 'absent' },
      7: { kind: 'shifted', minutes: { ENTRY: 4 } },
      9: { kind: 'shifted', minutes: { ENTRY: 3, MAIN_BREAK_RETURN: 3, EXIT: -5 } },
    },
    requests: [
      {
        day: 3,
        alert: 'EXIT',
        reason: 'POINTS_ADJUST',
        registerDate: '18:20',
        justification: 'Saí no horário, mas o celular descarregou antes de registrar a saída.',
        outcome: 'APPROVED',
      },
      {
        day: 5,
        alert: 'ABSENCE',
        reason: 'POINTS_ADJUST',
        justification: 'Estive em visita a um cliente o dia todo.',
        outcome: { disapprovalReason: 'Não há visita a cliente agendada para esse dia.' },
      },
    ],
  },
  {
    // Luciana, Loja 6x1, admitted 45 days ago.
    email: 'luciana@demo.com.br',
    events: {
      1: { kind: 'missed', point: 'EXIT' },
      4: { kind: 'shifted', minutes: { ENTRY: 5, MAIN_BREAK_RETURN: 4, EXIT: -3 } },
      9: { kind: 'shifted', minutes: { EXIT: 45 } },
      15: { kind: 'shifted', minutes: { EXIT: 30 } },
    },
    requests: [
      {
        day: 1,
        alert: 'EXIT',
        reason: 'POINTS_ADJUST',
        registerDate: '18:25',
        justification: 'Esqueci de registrar a saída.',
        outcome: 'IN_ANALYSIS',
      },
    ],
  },
  {
    // Rafael, Escala 12x36 (19:00–07:00, lunch 00:30–01:30, Lanche 02:00–02:15).
    email: 'rafael@demo.com.br',
    events: {
      2: { kind: 'shifted', minutes: { EXIT: 60 } },
      5: { kind: 'missed', point: 'BREAK_RETURN' },
      8: { kind: 'absent' },
      12: { kind: 'shifted', minutes: { EXIT: 30 } },
      // Six unjustified absences: his vacation period gives 24 days, not 30 (CLT art. 130 II; FÉRIAS).
      15: { kind: 'absent' },
      17: { kind: 'absent' },
      19: { kind: 'absent' },
      21: { kind: 'absent' },
      23: { kind: 'absent' },
      25: { kind: 'absent' },
    },
    requests: [
      {
        day: 8,
        alert: 'ABSENCE',
        reason: 'MEDICAL_CERTIFICATE',
        justification: 'Atestado médico de um dia.',
        outcome: 'APPROVED',
      },
    ],
    payment: { daysAgo: 10, hoursPaid: '01:00', paidValue: 21_14, justification: 'Horas extras pagas na folha do mês.' },
  },
  {
    // Fernanda, Comercial 44h (08:00–17:48, lunch 12:30–13:30, Café 15:00–15:15).
    email: 'fernanda@demo.com.br',
    events: {
      3: { kind: 'shifted', minutes: { EXIT: 40 } },
      6: { kind: 'shifted', minutes: { EXIT: 50 } },
      10: { kind: 'shifted', minutes: { EXIT: 35 } },
      11: { kind: 'shifted', minutes: { ENTRY: 3 } },
      13: { kind: 'shifted', minutes: { EXIT: -60 } },
      16: { kind: 'absent' },
    },
    requests: [
      {
        day: 16,
        alert: 'ABSENCE',
        reason: 'POINTS_ADJUST',
        justification: 'Consulta médica; trago o atestado amanhã.',
        outcome: 'IN_ANALYSIS',
      },
    ],
    compensation: { day: 13, minutes: 60, justification: 'Saída antecipada compensada com o banco de horas.' },
    payment: { daysAgo: 5, hoursPaid: '01:00', paidValue: 11_25, justification: 'Horas extras pagas na folha do mês.' },
  },
];
