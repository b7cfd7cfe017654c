import type { ReplyOf, RequestOf } from '@self-storage/core';
import { fromSatang } from '@self-storage/core/money';
import type { Call, SandboxContext } from '../context.ts';
import { findModel, type Placement, unitsOfModel } from '../data/catalogue.ts';
import { heldUnitsOfModel } from '../data/unit-days.ts';
import type { Store } from '../db/store.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { OK, ok } from '../reply.ts';
import { checkPeriod } from './period.ts';

/** The size a selection names, if its project, open service and model belong together. */
export const findPlacement = (
  store: Store,
  selection: { project_id: number; open_service_id: number; open_service_model_id: number },
): Placement | undefined => {
  const place = findModel(store, selection.open_service_model_id);
  return place?.open_service_id === selection.open_service_id && place.branch_id === selection.project_id
    ? place
    : undefined;
};

const NO_SUCH_SIZE = text('server.replies.catalogue.noSuchSize');

type ListedUnit = ReplyOf<'getUnit'>['datas']['units'][number];

/** A size's units as get-unit lists them: part of the catalogue, so read once. */
const listedUnits = (store: Store, modelId: number): ListedUnit[] =>
  store.kept(`units of model ${modelId}`, () =>
    unitsOfModel(store, modelId).map((unit) => ({
      unit_id: unit.unit_id,
      name: unit.name,
      area: unit.area,
      length: unit.length,
      depth: unit.depth,
      height: unit.height,
      monthly_rate: fromSatang(unit.monthly_rate_satang),
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
  const held = heldUnitsOfModel(ctx.store, place.model_id, body.start_date, body.end_date, now);
  const all = listedUnits(ctx.store, place.model_id);
  const taken = new Set(held);
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
