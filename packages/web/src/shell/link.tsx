import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app. */
  to: string;
  /** History state for the next screen. */
  state?: unknown;
  replace?: boolean;
}

/**
 * react-router's `<Link>` as this app uses it, for its own paths: theirs also prefetches the next
 * page's data and modules in framework mode, code that added 2.5 KB gzip to every page's first
 * load and that a declarative router never runs.
 */
export const Link = ({ to, state, replace, target, onClick, ...rest }: LinkProps) => {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { state, replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
};
