import type { ReplyOf, RequestOf } from '@self-storage/core';
import type { Call, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { toBaht } from '../money.ts';
import { OK, ok } from '../reply.ts';

export const getBranch = (
  ctx: SandboxContext,
  _body: RequestOf<'getBranch'>,
  call: Call,
): ReplyOf<'getBranch'> =>
  ok(call, OK, {
    datas: ctx.store.all<{ id: number; name_th: string; name_en: string; phone: string }>(
      'SELECT id, name_th, name_en, phone FROM branches ORDER BY id',
    ),
  });

/** The groups offered at a branch; each id is the open service id get-size asks for. */
export const getGroupService = (
  ctx: SandboxContext,
  body: RequestOf<'getGroupService'>,
  call: Call,
): ReplyOf<'getGroupService'> => {
  if (!ctx.store.get('SELECT 1 FROM branches WHERE id = ?', body.project_id)) {
    throw refuse(
      'not_found',
      text(`ไม่พบสาขารหัส ${body.project_id}`, `No branch has project_id ${body.project_id}.`),
    );
  }
  return ok(call, OK, {
    datas: ctx.store.all<{ id: number; name_th: string; name_en: string }>(
      `SELECT os.id, g.name_th, g.name_en FROM open_services os JOIN service_groups g ON g.id = os.group_id
       WHERE os.branch_id = ? ORDER BY g.id`,
      body.project_id,
    ),
  });
};

export const getSize = (ctx: SandboxContext, body: RequestOf<'getSize'>, call: Call): ReplyOf<'getSize'> => {
  if (!ctx.store.get('SELECT 1 FROM open_services WHERE id = ?', body.open_service_id)) {
    throw refuse(
      'not_found',
      text(`ไม่พบบริการรหัส ${body.open_service_id}`, `No service has open_service_id ${body.open_service_id}.`),
    );
  }
  // area and price_from are extensions beside SPEC section 3 (docs/api.md): what the size
  // dropdown shows before any unit is listed.
  const rows = ctx.store.all<{
    id: number;
    name_th: string;
    name_en: string;
    service_size_id: number;
    open_service_model_id: number;
    area: number;
    price_from_satang: number | null;
  }>(
    `SELECT m.id, s.name_th, s.name_en, s.id AS service_size_id, m.id AS open_service_model_id, s.area,
       (SELECT MIN(u.monthly_rate_satang) FROM units u WHERE u.model_id = m.id) AS price_from_satang
     FROM open_service_models m JOIN service_sizes s ON s.id = m.service_size_id
     WHERE m.open_service_id = ? ORDER BY s.area, m.id`,
    body.open_service_id,
  );
  return ok(call, OK, {
    datas: rows.map(({ price_from_satang, ...size }) =>
      price_from_satang === null ? size : { ...size, price_from: toBaht(price_from_satang) },
    ),
  });
};
