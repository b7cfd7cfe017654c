import type { Language } from '@self-storage/core';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Web addresses in escaped text become links (their `&` stays escaped, as an attribute wants). */
const linkify = (escaped: string): string =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The HTML part of a mail: its paragraphs, escaped, addresses as links, in a plain readable frame. */
export const mailHtml = (language: Language, paragraphs: readonly string[]): string =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head>` +
  `<body style="font-family: Sarabun, 'Noto Sans Thai', Arial, sans-serif; line-height: 1.6; color: #1a2433">` +
  paragraphs.map((p) => `<p>${linkify(escapeHtml(p)).replaceAll('\n', '<br>')}</p>`).join('') +
  '</body></html>';
