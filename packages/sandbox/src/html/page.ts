/** Server-rendered pages of the sandbox (card form, QR simulator, fallback home): no script at all. */

import type { Language } from '@self-storage/core';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Marks a string as already-escaped HTML for `html`. */
export interface SafeHtml {
  readonly html: string;
}

const isSafe = (value: unknown): value is SafeHtml =>
  typeof value === 'object' && value !== null && 'html' in value && typeof value.html === 'string';

const render = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(render).join('');
  if (isSafe(value)) return value.html;
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(String(value));
};

/** A template tag that escapes every interpolated value unless it is SafeHtml. */
export const html = (strings: TemplateStringsArray, ...values: unknown[]): SafeHtml => ({
  html: strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''),
});

export const STYLESHEET_PATH = '/sandbox/style.css';

/**
 * A page of the sandbox; `time` (the test clock's description) is shown at its foot. English
 * unless told: the card page speaks the customer's language.
 */
export const page = (title: string, body: SafeHtml, time?: string, language: Language = 'en'): string =>
  html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
${body}
</main>
${time ? html`<footer class="note" id="sandbox-time">${time}</footer>` : ''}
</body>
</html>
`.html;

export const STYLESHEET = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; padding: 1rem; }
main, footer { max-width: 28rem; margin: 2rem auto; }
h1 { font-size: 1.5rem; }
form { display: grid; gap: 0.75rem; }
label { display: grid; gap: 0.25rem; font-weight: 600; }
label.consent { display: flex; align-items: flex-start; gap: 0.5rem; font-weight: 400; }
label.consent input { flex: none; margin-top: 0.3rem; }
input { font: inherit; padding: 0.5rem; border: 1px solid #888; border-radius: 0.25rem; }
button { font: inherit; padding: 0.6rem 1rem; border: 0; border-radius: 0.25rem; background: #c2410c; color: #fff; cursor: pointer; }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.error { color: #b91c1c; font-weight: 600; }
.ok { color: #15803d; font-weight: 600; }
.note { font-size: 0.9rem; opacity: 0.8; }
.card-number { white-space: nowrap; }
img { display: block; max-width: 100%; height: auto; }
code { font-size: 0.9rem; }
`;
