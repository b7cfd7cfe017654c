import type { UnitAvailability } from '@self-storage/core';
import { buildGetUnitRequest, type FlowState } from '@self-storage/core/flow';
import type { Context } from '../context.ts';
import { withProgress } from '../progress.ts';

export const loadBranches = (ctx: Context) =>
  withProgress(ctx.output, ctx.t('cli.progress.loadingBranches'), () =>
    ctx.client.catalogue.branches({ currentLanguage: ctx.lang }),
  );

export const loadGroups = (ctx: Context, branch: number) =>
  withProgress(ctx.output, ctx.t('cli.progress.loadingGroups'), () =>
    ctx.client.catalogue.groups({ project_id: branch }),
  );

export const loadSizes = (ctx: Context, group: number) =>
  withProgress(ctx.output, ctx.t('cli.progress.loadingSizes'), () =>
    ctx.client.catalogue.sizes({ open_service_id: group }),
  );

/** get-unit for the flow's branch, dates, group and size, built by core. */
export const loadUnits = (ctx: Context, state: FlowState): Promise<UnitAvailability> => {
  const request = buildGetUnitRequest(state);
  return withProgress(ctx.output, ctx.t('cli.progress.loadingUnits'), () =>
    ctx.client.catalogue.units(request),
  );
};
