import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '#app/i18n.ts';
import { parseSocialLinks } from '#app/social-links.ts';
import { SocialLinks } from '#shell/footer.tsx';

describe('social links from VITE_SOCIAL_LINKS', () => {
  it('takes known networks with an https address, each once, in the order given', () => {
    expect(
      parseSocialLinks(
        ' line=https://line.me/R/ti/p/@selfstorage , facebook=https://www.facebook.com/selfstorage,line=https://line.me/other',
      ),
    ).toEqual([
      { network: 'line', url: 'https://line.me/R/ti/p/@selfstorage' },
      { network: 'facebook', url: 'https://www.facebook.com/selfstorage' },
    ]);
  });

  it('leaves out what is not configured, unknown or not https', () => {
    expect(parseSocialLinks(undefined)).toEqual([]);
    expect(parseSocialLinks('')).toEqual([]);
    expect(
      parseSocialLinks(
        'myspace=https://myspace.com/x,instagram=http://instagram.com/x,facebook=javascript:alert(1),line',
      ),
    ).toEqual([]);
  });

  const render = async (links: Parameters<typeof SocialLinks>[0]['links']) => {
    const i18n = await createI18n('th');
    const footer = createElement(SocialLinks, { links });
    // biome-ignore lint/correctness/noChildrenProp: createElement in a .ts test, whose types want children as a prop
    return renderToStaticMarkup(createElement(I18nextProvider, { i18n, children: footer }));
  };

  it('renders each as a named link opening in a new tab, and nothing at all without any', async () => {
    const html = await render([{ network: 'instagram', url: 'https://www.instagram.com/selfstorage' }]);
    expect(html).toContain('href="https://www.instagram.com/selfstorage"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('aria-label="Instagram (เปิดในแท็บใหม่)"');
    expect(html).toContain('src="/social/instagram.svg"');
    expect(await render([])).toBe('');
  });
});
