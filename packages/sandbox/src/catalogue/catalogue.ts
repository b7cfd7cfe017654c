import type { ReplyOf, RequestOf } from '@self-storage/core';
import { fromSatang } from '@self-storage/core/money';
import type { Call, SandboxContext } from '../context.ts';
import {
  branchExists,
  groupsOfBranch,
  listBranches,
  openServiceExists,
  sizesOfService,
} from '../data/catalogue.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { OK, ok } from '../reply.ts';

export const getBranch = (
  ctx: SandboxContext,
  _body: RequestOf<'getBranch'>,
  call: Call,
): ReplyOf<'getBranch'> =>
  ok(call, OK, {
    datas: listBranches(ctx.store),
  });

/** The groups offered at a branch; each id is the open service id get-size asks for. */
export const getGroupService = (
  ctx: SandboxContext,
  body: RequestOf<'getGroupService'>,
  call: Call,
): ReplyOf<'getGroupService'> => {
  if (!branchExists(ctx.store, body.project_id)) {
    throw refuse('not_found', text('server.replies.catalogue.noBranch', { projectId: body.project_id }));
  }
  return ok(call, OK, {
    datas: groupsOfBranch(ctx.store, body.project_id),
  });
};

export const getSize = (ctx: SandboxContext, body: RequestOf<'getSize'>, call: Call): ReplyOf<'getSize'> => {
  if (!openServiceExists(ctx.store, body.open_service_id)) {
    throw refuse(
      'not_found',
      text('server.replies.catalogue.noService', { openServiceId: body.open_service_id }),
    );
  }
  // area and price_from are extensions beside SPEC section 3 (docs/api.md): what the size
  // dropdown shows before any unit is listed.
  const rows = sizesOfService(ctx.store, body.open_service_id);
  return ok(call, OK, {
    datas: rows.map(({ price_from_satang, ...size }) =>
      price_from_satang === null ? size : { ...size, price_from: fromSatang(price_from_satang) },
    ),
  });
};
