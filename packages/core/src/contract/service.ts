import * as z from 'zod';
import { LANGUAGES } from '../constants.ts';
import { baht, bilingual, envelope, id, wireDate } from './common.ts';
import { lazySchema } from './lazy.ts';

export const branch = lazySchema(() => z.object({ id, ...bilingual, phone: z.string().optional() }));
export const getBranchRequest = lazySchema(() => z.object({ currentLanguage: z.enum(LANGUAGES) }));
export const getBranchReply = lazySchema(() => z.object({ ...envelope, datas: z.array(branch) }));

/** A group's id is the open service id that get-size asks for. */
export const serviceGroup = lazySchema(() => z.object({ id, ...bilingual }));
export const getGroupServiceRequest = lazySchema(() => z.object({ project_id: id }));
export const getGroupServiceReply = lazySchema(() => z.object({ ...envelope, datas: z.array(serviceGroup) }));

export const size = lazySchema(() =>
  z.object({
    id,
    ...bilingual,
    service_size_id: id,
    open_service_model_id: id,
    // Beyond SPEC section 3, optional: a server that leaves them out still fits the contract.
    area: z.number().positive().optional().meta({ description: 'Extension: the size in square metres.' }),
    price_from: baht.optional().meta({
      description: "Extension: the lowest monthly rate in baht among the size's units at this branch.",
    }),
  }),
);
export const getSizeRequest = lazySchema(() => z.object({ open_service_id: id }));
export const getSizeReply = lazySchema(() => z.object({ ...envelope, datas: z.array(size) }));

export const unit = lazySchema(() =>
  z.object({
    unit_id: id,
    name: z.string(),
    /** Square metres. */
    area: z.number().positive(),
    /** Metres. */
    length: z.number().positive(),
    depth: z.number().positive(),
    height: z.number().positive(),
    monthly_rate: baht,
    // Beyond SPEC section 3, optional: where the unit is, as the booking's buildingVolume and floorLevel.
    building: z.string().optional().meta({ description: 'Extension: the building the unit is in.' }),
    floor: z.string().optional().meta({ description: 'Extension: the floor the unit is on.' }),
  }),
);

export const unitSelection = {
  start_date: wireDate,
  end_date: wireDate,
  project_id: id,
  open_service_id: id,
  open_service_model_id: id,
};

export const getUnitRequest = lazySchema(() => z.object(unitSelection));

export const unitAvailability = lazySchema(() =>
  z.object({
    start_date: wireDate,
    end_date: wireDate,
    count_day: z.number().int().positive(),
    project_id: id,
    open_service_id: id,
    open_service_model_id: id,
    branch_name_th: z.string(),
    branch_name_en: z.string(),
    group_size_name_th: z.string(),
    group_size_name_en: z.string(),
    size_name_th: z.string(),
    size_name_en: z.string(),
    units: z.array(unit),
  }),
);
export const getUnitReply = lazySchema(() => z.object({ ...envelope, datas: unitAvailability }));
