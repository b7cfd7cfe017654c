import type { ReplyOf, RequestOf } from '@self-storage/core';
import { HOLDS_UNIT } from '../bookings/holds.ts';
import type { Call, SandboxContext } from '../context.ts';
import type { Store } from '../db/database.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { toBaht } from '../money.ts';
import { OK, ok } from '../reply.ts';
import { checkPeriod } from './period.ts';

/** Where a unit or size sits: branch, group and size, with their names in both languages. */
export interface Placement {
  branch_id: number;
  open_service_id: number;
  model_id: number;
  branch_th: string;
  branch_en: string;
  group_th: string;
  group_en: string;
  size_th: string;
  size_en: string;
}

export interface UnitRow extends Placement {
  unit_id: number;
  name: string;
  building: string;
  floor: string;
  area: number;
  length: number;
  depth: number;
  height: number;
  monthly_rate_satang: number;
}

const PLACEMENT = `
  b.id AS branch_id, os.id AS open_service_id, m.id AS model_id,
  b.name_th AS branch_th, b.name_en AS branch_en, g.name_th AS group_th, g.name_en AS group_en,
  s.name_th AS size_th, s.name_en AS size_en
  FROM open_service_models m
  JOIN open_services os ON os.id = m.open_service_id
  JOIN branches b ON b.id = os.branch_id
  JOIN service_groups g ON g.id = os.group_id
  JOIN service_sizes s ON s.id = m.service_size_id`;

export const findUnit = (store: Store, unitId: number): UnitRow | undefined =>
  store.kept(`unit ${unitId}`, () =>
    store.get<UnitRow>(
      `SELECT u.id AS unit_id, u.name, u.building, u.floor, u.area, u.length, u.depth, u.height,
         u.monthly_rate_satang, ${PLACEMENT}
       JOIN units u ON u.model_id = m.id WHERE u.id = ?`,
      unitId,
    ),
  );

/** The size a selection names, if its project, open service and model belong together. */
export const findPlacement = (
  store: Store,
  selection: { project_id: number; open_service_id: number; open_service_model_id: number },
): Placement | undefined => {
  const model = selection.open_service_model_id;
  const place = store.kept(`model ${model}`, () =>
    store.get<Placement>(`SELECT ${PLACEMENT} WHERE m.id = ?`, model),
  );
  return place?.open_service_id === selection.open_service_id && place.branch_id === selection.project_id
    ? place
    : undefined;
};

const NO_SUCH_SIZE = text(
  'ไม่พบขนาดนี้ในสาขาและบริการที่เลือก',
  'No such size at this branch and service (check project_id, open_service_id, open_service_model_id).',
);

type ListedUnit = ReplyOf<'getUnit'>['datas']['units'][number];

/** A size's units as get-unit lists them: part of the catalogue, so read once. */
const unitsOfModel = (store: Store, modelId: number): ListedUnit[] =>
  store.kept(`units of model ${modelId}`, () =>
    store
      .all<Omit<UnitRow, keyof Placement>>(
        `SELECT id AS unit_id, name, building, floor, area, length, depth, height, monthly_rate_satang
         FROM units WHERE model_id = ? ORDER BY id`,
        modelId,
      )
      .map((unit) => ({
        unit_id: unit.unit_id,
        name: unit.name,
        area: unit.area,
        length: unit.length,
        depth: unit.depth,
        height: unit.height,
        monthly_rate: toBaht(unit.monthly_rate_satang),
        // Extensions beside SPEC section 3 (docs/api.md): where the unit is.
        building: unit.building,
        floor: unit.floor,
      })),
  ) ?? [];

/** Units of one size that are free on every day of the period. */
export const getUnit = (ctx: SandboxContext, body: RequestOf<'getUnit'>, call: Call): ReplyOf<'getUnit'> => {
  const now = ctx.now();
  const days = checkPeriod(now, body.start_date, body.end_date);
  const place = findPlacement(ctx.store, body);
  if (!place) throw refuse('not_found', NO_SUCH_SIZE);
  // Only the held units are read (usually none): the others come from the kept catalogue.
  const held = ctx.store.all<{ unit_id: number }>(
    `SELECT u.id AS unit_id FROM units u
     WHERE u.model_id = ? AND EXISTS (
       SELECT 1 FROM unit_days d JOIN bookings bk ON bk.id = d.booking_id
       WHERE d.unit_id = u.id AND d.day BETWEEN ? AND ? AND ${HOLDS_UNIT})`,
    place.model_id,
    body.start_date,
    body.end_date,
    now,
  );
  const all = unitsOfModel(ctx.store, place.model_id);
  const taken = new Set(held.map((row) => row.unit_id));
  const units = taken.size === 0 ? all : all.filter((unit) => !taken.has(unit.unit_id));
  return ok(call, OK, {
    datas: {
      start_date: body.start_date,
      end_date: body.end_date,
      count_day: days,
      project_id: place.branch_id,
      open_service_id: place.open_service_id,
      open_service_model_id: place.model_id,
      branch_name_th: place.branch_th,
      branch_name_en: place.branch_en,
      group_size_name_th: place.group_th,
      group_size_name_en: place.group_en,
      size_name_th: place.size_th,
      size_name_en: place.size_en,
      units,
    },
  });
};
