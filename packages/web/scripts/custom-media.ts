import { CUSTOM_MEDIA } from '@self-storage/core/layout';
import type { AtRuleProps, Root } from 'postcss';
import postcssCustomMedia from 'postcss-custom-media';

/**
 * The breakpoint, written once: core's `CUSTOM_MEDIA` (from `MOBILE_BREAKPOINT_PX`) is declared as
 * `@custom-media --phone …` and `--wide …` at the top of every style sheet, and
 * postcss-custom-media turns each `@media (--phone)` into the plain query and drops the
 * declarations. No style sheet writes the breakpoint in pixels
 * (packages/core/test/conventions/one-copy.test.ts fails one that does).
 */
const declareCoreMedia = {
  postcssPlugin: 'self-storage-core-custom-media',
  Once(root: Root, { atRule }: { atRule: (props: AtRuleProps) => Root['nodes'][number] }) {
    root.prepend(
      Object.entries(CUSTOM_MEDIA).map(([name, query]) =>
        atRule({ name: 'custom-media', params: `${name} ${query}` }),
      ),
    );
  },
};

export const coreCustomMedia = () => [declareCoreMedia, postcssCustomMedia()];
