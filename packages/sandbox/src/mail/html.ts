import type { Language } from '@self-storage/core';
import { perLanguage, textIn } from '../language/text.ts';

/** The brand, one spelling per language, as the app's catalogue and header write it. */
export const BRAND = perLanguage((language) => textIn(language, 'server.mail.layout.brand'));

/** The one thing a mail asks the customer to do: a button in the HTML, a labelled link in the text. */
export interface MailAction {
  label: string;
  url: string;
}

/** What a customer mail says, in one language. */
export interface MailContent {
  language: Language;
  /** Whom it greets; a greeting without a name when unknown (no account yet). */
  name?: string | undefined;
  /** A company is greeted by its name alone: Thai puts no คุณ before a company. */
  corporate?: boolean | undefined;
  paragraphs: readonly string[];
  action?: MailAction | undefined;
}

/** Thai greets a person as คุณ and a company by its name alone; English greets both alike. */
const greeting = (language: Language, name: string | undefined, corporate: boolean): string => {
  if (!name) return textIn(language, 'server.mail.layout.greetingNoName');
  return corporate
    ? textIn(language, 'server.mail.layout.greetingCompany', { name })
    : textIn(language, 'server.mail.layout.greeting', { name });
};

const SIGN_OFF = perLanguage((language) => textIn(language, 'server.mail.layout.signOff', { brand: BRAND }));

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Web addresses in escaped text become links (their `&` stays escaped, as an attribute wants). */
const linkify = (escaped: string): string =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const paragraph = (text: string): string =>
  `<p style="margin: 0 0 16px">${linkify(escapeHtml(text)).replaceAll('\n', '<br>')}</p>`;

/** The plain-text part: the greeting, the paragraphs, the action as its label and address, the sign-off. */
export const mailText = ({ language, name, corporate, paragraphs, action }: MailContent): string =>
  [
    greeting(language, name, corporate === true),
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    SIGN_OFF[language],
  ].join('\n\n');

/**
 * The HTML part, one branded layout for every mail: the brand's bar, the greeting by name, the
 * paragraphs (escaped, addresses as links), the main action as a button, and the sign-off. Inline
 * styles and a table, as mail programs read them.
 */
export const mailHtml = ({ language, name, corporate, paragraphs, action }: MailContent): string =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
  `<body style="margin: 0; padding: 0; background: #eef2f6; font-family: Sarabun, 'Noto Sans Thai', Arial, sans-serif; line-height: 1.6; color: #14212e">` +
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: #eef2f6"><tr><td align="center" style="padding: 24px 12px">` +
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 560px; background: #ffffff; border-radius: 12px; overflow: hidden">` +
  `<tr><td style="padding: 16px 24px; background: #0f5e9c; color: #ffffff; font-size: 20px; font-weight: 700" data-brand>${escapeHtml(BRAND[language])}</td></tr>` +
  `<tr><td style="padding: 24px">` +
  `<p style="margin: 0 0 16px; font-weight: 700" data-greeting>${escapeHtml(greeting(language, name, corporate === true))}</p>` +
  paragraphs.map(paragraph).join('') +
  (action
    ? `<p style="margin: 24px 0"><a href="${escapeHtml(action.url)}" data-action style="display: inline-block; padding: 12px 24px; background: #0f5e9c; color: #ffffff; font-weight: 700; text-decoration: none; border-radius: 8px">${escapeHtml(action.label)}</a></p>`
    : '') +
  paragraph(SIGN_OFF[language]) +
  `</td></tr></table></td></tr></table></body></html>`;
