// `node packages/sandbox/src/main.ts`, `npm start` and the self-storage-sandbox bin all start here.
// Workspace packages resolve to their TypeScript sources (docs/sdk.md): npm scripts pass
// --conditions=@self-storage/source, a plain `node` does not, so the condition is added here,
// before anything that imports @self-storage/core is loaded (hence the dynamic import).
import { registerHooks } from 'node:module';

const SOURCE = '@self-storage/source';

registerHooks({
  resolve: (specifier, context, next) =>
    next(
      specifier,
      context.conditions.includes(SOURCE)
        ? context
        : { ...context, conditions: [...context.conditions, SOURCE] },
    ),
});

await import('./start.ts');
