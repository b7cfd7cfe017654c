import type { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { findMail } from '../data/outbox.ts';
import { MAIL_VIEW_POLICY } from '../http/security.ts';
import { mailHtml } from '../mail/html.ts';

/**
 * GET /sandbox/mail/:id, the mail viewer: one mail as its reader sees it, the HTML part (or the
 * text) in the browser, under a policy of its own that lets the mail's inline styles apply.
 */
export const registerMailViewer = (app: Hono, ctx: SandboxContext): void => {
  app.get('/sandbox/mail/:id', (c) => {
    const mail = findMail(ctx.store, Number(c.req.param('id')));
    if (!mail) return c.json({ error: 'No mail has this id.' }, 404);
    c.header('Content-Security-Policy', MAIL_VIEW_POLICY);
    // A text-only mail is shown in its own language, told by its script.
    return c.html(
      mail.html ??
        mailHtml({ language: /[\u0E00-\u0E7F]/.test(mail.text) ? 'th' : 'en', paragraphs: [mail.text] }),
    );
  });
};
