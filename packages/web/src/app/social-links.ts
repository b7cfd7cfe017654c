/** The networks the footer has an icon for (public/social/<network>.svg). */
export const SOCIAL_NETWORKS = ['facebook', 'line', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

const isNetwork = (name: string): name is SocialNetwork =>
  (SOCIAL_NETWORKS as readonly string[]).includes(name);

const isHttps = (url: string): boolean => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The footer's social links from `VITE_SOCIAL_LINKS` at build time, e.g.
 * `facebook=https://www.facebook.com/…,line=https://line.me/R/ti/p/@…`: known networks with an
 * https address only, each once, in the order given. Anything else is left out, so a typo hides a
 * link rather than sending visitors somewhere unintended.
 */
export const parseSocialLinks = (config: string | undefined): SocialLink[] => {
  const links: SocialLink[] = [];
  for (const entry of (config ?? '').split(',')) {
    const at = entry.indexOf('=');
    const network = entry.slice(0, at).trim();
    const url = entry.slice(at + 1).trim();
    if (at > 0 && isNetwork(network) && isHttps(url) && !links.some((l) => l.network === network)) {
      links.push({ network, url });
    }
  }
  return links;
};
