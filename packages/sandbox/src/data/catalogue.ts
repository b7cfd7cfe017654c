import type { Store } from '../db/store.ts';
import { columns, exists, integer, maybe, nullable, oneOf, real, text } from './row.ts';

/**
 * The seeded catalogue: tables `branches`, `service_groups`, `open_services`, `service_sizes`,
 * `open_service_models`, `units`, `promotions` and `extra_fees`. Only a reseed changes it, so what
 * the hot paths read of it (a unit, a size, a promotion, the fees) is kept after the first read.
 */

const parseBranch = columns({ id: integer, name_th: text, name_en: text, phone: text });

export const listBranches = (store: Store): ReturnType<typeof parseBranch>[] =>
  store.all('SELECT id, name_th, name_en, phone FROM branches ORDER BY id').map(parseBranch);

export const branchExists = (store: Store, branchId: number): boolean =>
  exists(store.get('SELECT 1 FROM branches WHERE id = ?', branchId));

const parseGroup = columns({ id: integer, name_th: text, name_en: text });

/** The groups a branch offers, each as its open service. */
export const groupsOfBranch = (store: Store, branchId: number): ReturnType<typeof parseGroup>[] =>
  store
    .all(
      `SELECT os.id, g.name_th, g.name_en FROM open_services os JOIN service_groups g ON g.id = os.group_id
       WHERE os.branch_id = ? ORDER BY g.id`,
      branchId,
    )
    .map(parseGroup);

export const openServiceExists = (store: Store, openServiceId: number): boolean =>
  exists(store.get('SELECT 1 FROM open_services WHERE id = ?', openServiceId));

const parseSize = columns({
  id: integer,
  name_th: text,
  name_en: text,
  service_size_id: integer,
  open_service_model_id: integer,
  area: real,
  price_from_satang: nullable(integer),
});

/** The sizes an open service offers, smallest first, each with its cheapest unit's rate. */
export const sizesOfService = (store: Store, openServiceId: number): ReturnType<typeof parseSize>[] =>
  store
    .all(
      `SELECT m.id, s.name_th, s.name_en, s.id AS service_size_id, m.id AS open_service_model_id, s.area,
         (SELECT MIN(u.monthly_rate_satang) FROM units u WHERE u.model_id = m.id) AS price_from_satang
       FROM open_service_models m JOIN service_sizes s ON s.id = m.service_size_id
       WHERE m.open_service_id = ? ORDER BY s.area, m.id`,
      openServiceId,
    )
    .map(parseSize);

const PLACEMENT = `
  b.id AS branch_id, os.id AS open_service_id, m.id AS model_id,
  b.name_th AS branch_th, b.name_en AS branch_en, g.name_th AS group_th, g.name_en AS group_en,
  s.name_th AS size_th, s.name_en AS size_en
  FROM open_service_models m
  JOIN open_services os ON os.id = m.open_service_id
  JOIN branches b ON b.id = os.branch_id
  JOIN service_groups g ON g.id = os.group_id
  JOIN service_sizes s ON s.id = m.service_size_id`;

const placement = {
  branch_id: integer,
  open_service_id: integer,
  model_id: integer,
  branch_th: text,
  branch_en: text,
  group_th: text,
  group_en: text,
  size_th: text,
  size_en: text,
};
const parsePlacement = columns(placement);
/** Where a unit or size sits: branch, group and size, with their names in both languages. */
export type Placement = ReturnType<typeof parsePlacement>;

const unit = {
  unit_id: integer,
  name: text,
  building: text,
  floor: text,
  area: real,
  length: real,
  depth: real,
  height: real,
  monthly_rate_satang: integer,
};
const parseUnit = columns(unit);
const parsePlacedUnit = columns({ ...placement, ...unit });
export type UnitRow = ReturnType<typeof parsePlacedUnit>;
export type ListedUnitRow = ReturnType<typeof parseUnit>;

export const findUnit = (store: Store, unitId: number): UnitRow | undefined =>
  store.kept(`unit ${unitId}`, () =>
    maybe(
      parsePlacedUnit,
      store.get(
        `SELECT u.id AS unit_id, u.name, u.building, u.floor, u.area, u.length, u.depth, u.height,
           u.monthly_rate_satang, ${PLACEMENT}
         JOIN units u ON u.model_id = m.id WHERE u.id = ?`,
        unitId,
      ),
    ),
  );

/** Where a size (an open service model) sits. */
export const findModel = (store: Store, modelId: number): Placement | undefined =>
  store.kept(`model ${modelId}`, () =>
    maybe(parsePlacement, store.get(`SELECT ${PLACEMENT} WHERE m.id = ?`, modelId)),
  );

/** A size's units, by id (not kept here: get-unit keeps them as it lists them). */
export const unitsOfModel = (store: Store, modelId: number): ListedUnitRow[] =>
  store
    .all(
      `SELECT id AS unit_id, name, building, floor, area, length, depth, height, monthly_rate_satang
       FROM units WHERE model_id = ? ORDER BY id`,
      modelId,
    )
    .map(parseUnit);

const parsePromotion = columns({
  code: text,
  name_th: text,
  name_en: text,
  kind: oneOf(['percent', 'fixed'] as const),
  value: integer,
  min_rent_satang: integer,
  valid_from: text,
  valid_to: text,
});
export type PromotionRow = ReturnType<typeof parsePromotion>;

/** A promotion by its code (upper case, as stored). */
export const promotionOfCode = (store: Store, code: string): PromotionRow | undefined =>
  store.kept(`promotion ${code}`, () =>
    maybe(
      parsePromotion,
      store.get(
        'SELECT code, name_th, name_en, kind, value, min_rent_satang, valid_from, valid_to FROM promotions WHERE code = ?',
        code,
      ),
    ),
  );

const parseFeeColumns = columns({ name_th: text, name_en: text, amount_satang: integer, deposit: integer });
const parseFee = (row: Parameters<typeof parseFeeColumns>[0]) => {
  const fee = parseFeeColumns(row);
  return { ...fee, deposit: fee.deposit === 1 };
};
export type FeeRow = ReturnType<typeof parseFee>;

/** The fees every booking adds, in their order. */
export const extraFees = (store: Store): FeeRow[] =>
  store.kept('fees', () =>
    store.all('SELECT name_th, name_en, amount_satang, deposit FROM extra_fees ORDER BY id').map(parseFee),
  ) ?? [];
