import { Entity } from '../model/entity';
import { CustomAttributeType } from '../model/types';
import type { NewJourney } from '@colabora/core/workday/schema';
import { INTERVAL_COMPENSATION, NUMBER_OF_BREAKS, POINT_TYPES, SCALE_TYPES } from '@colabora/core/workday/options';
import { NIGHT_KINDS } from '@colabora/core/timeclock/night-work';
import { CATALOG_HEADCOUNT, CATALOG_ITEM, editedAt } from './catalog-attributes';
import { SERVICE } from './service-name';

const MINUTES = { type: 'number', required: true } as const;
// The week, the 12/36 – 24/48 shift and the breaks are stored as core/workday/schema.ts's output, written only
// after that schema parsed them, and typed as it (the same choice as the person's step data in ./user.ts).

/** A company's journey (jornada de trabalho, spec 002 §3 'Workday'): details, scale and breaks. */
export const Workday = new Entity({
  model: { entity: 'workday', version: '1', service: SERVICE },
  attributes: {
    ...CATALOG_ITEM,
    /** Active (Ativo): offered in the hiring-data select. A journey people hold cannot be deactivated. */
    status: { type: 'boolean', required: true, default: true },
    // DETALHES DA JORNADA
    pointType: { type: POINT_TYPES, required: true },
    intervalCompensation: { type: INTERVAL_COMPENSATION, required: true },
    entryDelayTime: MINUTES,
    breakDelayTime: MINUTES,
    anticipationExitTime: MINUTES,
    breakAnticipationTime: MINUTES,
    limited: { type: 'boolean', required: true },
    /** Minutes; only when `limited`. */
    limitTime: { type: 'number' },
    extraHourPerDay: MINUTES,
    /** Issue 22: absent on journeys stored before it, read as urban (store.ts toJourney). */
    nightWork: { type: NIGHT_KINDS },
    // ESCALA
    scaleType: { type: SCALE_TYPES, required: true },
    holidays: { type: 'boolean', required: true },
    standardWeekScale: { type: CustomAttributeType<NewJourney['standardWeekScale']>('any'), required: true },
    standardDayScale: { type: CustomAttributeType<NewJourney['standardDayScale']>('any'), required: true },
    /** 12/36 and 24/48: the cycle's first worked day (yyyy-MM-dd); without it, each person's admission date. */
    cycleStart: { type: 'string' },
    /** Issue 22: absent on journeys stored before it, read as false. */
    agreedMainBreak: { type: 'boolean' },
    preAssignedBreak: { type: 'boolean' },
    /** 'HH:mm', computed by the server from the scale. */
    totalHours: { type: 'string', required: true },
    nightAdditional: { type: 'string', required: true },
    // PAUSAS
    numberOfBreaks: { type: NUMBER_OF_BREAKS, required: true },
    breaks: { type: CustomAttributeType<NewJourney['breaks']>('any'), required: true },
    /** Colaboradores: people whose hiring data names this journey (person/headcount.ts). */
    ...CATALOG_HEADCOUNT,
    updatedAt: editedAt([
      'name',
      'status',
      'pointType',
      'intervalCompensation',
      'entryDelayTime',
      'breakDelayTime',
      'anticipationExitTime',
      'breakAnticipationTime',
      'limited',
      'limitTime',
      'extraHourPerDay',
      'nightWork',
      'scaleType',
      'holidays',
      'standardWeekScale',
      'standardDayScale',
      'cycleStart',
      'agreedMainBreak',
      'preAssignedBreak',
      'numberOfBreaks',
      'breaks',
    ]),
  },
  indexes: {
    /** A company's journeys: one partition, tens of items. */
    workdays: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
});
