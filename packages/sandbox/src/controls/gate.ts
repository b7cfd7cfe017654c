import type { Context, Hono } from 'hono';
import { type GateAnswer, scanAtGate } from '../access/gate.ts';
import { sweepExpiredExtensions } from '../bookings/rental-state.ts';
import type { SandboxContext } from '../context.ts';
import { listBranches } from '../data/catalogue.ts';
import { httpFailure } from '../errors.ts';
import { html, page } from '../html/page.ts';
import { readJson } from '../http/errors.ts';
import { applyDuePolicies } from '../policies.ts';
import { formToken, formTokenKey, isFormToken } from './form-token.ts';

/** What a tester reads of each denial on the gate page. */
const REASONS: Record<NonNullable<GateAnswer['reason']>, string> = {
  keypad_locked: 'keypad locked after too many wrong PINs',
  unknown_code: 'unknown code',
  expired_code: 'expired code',
  revoked: 'revoked',
  wrong_branch: 'wrong branch',
  not_started: 'not yet started',
  ended: 'ended',
  suspended: 'suspended for an unpaid bill',
};

const TOKEN_SUBJECT = 'gate-page';
/** A code or a PIN, trimmed: nothing longer is read. */
const MAX_CODE_CHARS = 64;

const answerJson = (answer: GateAnswer) => ({
  granted: answer.granted,
  reason: answer.reason,
  method: answer.method,
  booking_number: answer.booking?.booking_number ?? null,
  retry_after_s: answer.retryAfterS,
  pass: answer.pass
    ? { id: answer.pass.id, kind: answer.pass.kind, holder_name: answer.pass.holder_name }
    : null,
});

const scan = (ctx: SandboxContext, branch: unknown, code: unknown): Promise<GateAnswer> => {
  const branchId = Number(branch);
  if (!listBranches(ctx.store).some((b) => b.id === branchId))
    throw httpFailure(
      'invalid_request',
      'branch must be the id of a branch (GET /api/self-storage/service/get-branch).',
    );
  if (typeof code !== 'string' || code.trim() === '' || code.length > MAX_CODE_CHARS)
    throw httpFailure(
      'invalid_request',
      'code must be the QR payload (SSA1.<pass>.<code>) or a 6-digit PIN.',
    );
  // The pass reads the rental's standing: what fell due by now (a suspension) happens first.
  sweepExpiredExtensions(ctx);
  applyDuePolicies(ctx);
  return scanAtGate(ctx, branchId, code);
};

/**
 * POST /sandbox/gate scans a code or PIN at a branch's gate, as the branch's reader would; GET
 * /sandbox/gate/page is the same for a tester, a form with no script (docs/sandbox.md).
 */
export const registerGateControl = (app: Hono, ctx: SandboxContext): void => {
  const key = formTokenKey(ctx.secrets.otpKey);
  const serverTime = () => ctx.now() - ctx.clock.offsetMs;

  app.post('/sandbox/gate', async (c) => {
    const body = await readJson(c);
    const { branch, code } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    return c.json(answerJson(await scan(ctx, branch, code)));
  });

  const render = (c: Context, result?: { answer: GateAnswer; branch: number } | { problem: string }) => {
    const branches = listBranches(ctx.store);
    const chosen = result && 'branch' in result ? result.branch : branches[0]?.id;
    const verdict =
      result && 'answer' in result
        ? html`<p class="${result.answer.granted ? 'ok' : 'error'}" role="status" id="gate-answer"><strong>${
            result.answer.granted ? 'Granted' : `Denied: ${REASONS[result.answer.reason ?? 'unknown_code']}`
          }${result.answer.retryAfterS === null ? '' : ` (try again in ${result.answer.retryAfterS} s)`}</strong>${result.answer.pass ? html` (${result.answer.pass.holder_name}, pass ${result.answer.pass.id}, booking ${result.answer.booking?.booking_number ?? ''})` : ''}</p>`
        : result
          ? html`<p class="error" role="alert">${result.problem}</p>`
          : '';
    const body = html`<h1>Gate (sandbox)</h1>
<p>Scan a pass's QR payload or type its keypad PIN at a branch's gate. Every attempt is logged in the rental's access log.</p>
${verdict}
<form method="post" action="/sandbox/gate/page">
<input type="hidden" name="token" value="${formToken(key, TOKEN_SUBJECT, serverTime())}">
<label>Branch <select name="branch">${branches.map(
      (b) =>
        html`<option value="${b.id}"${b.id === chosen ? html` selected` : ''}>${b.id}: ${b.name_en}</option>`,
    )}</select></label>
<label>QR payload or PIN <input name="code" autocomplete="off" required maxlength="${MAX_CODE_CHARS}"></label>
<button type="submit">Scan</button>
</form>`;
    return c.html(
      page('Gate (sandbox)', body, ctx.clock.describe()),
      result && 'problem' in result ? 403 : 200,
    );
  };

  app.get('/sandbox/gate/page', (c) => render(c));
  app.post('/sandbox/gate/page', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = typeof form.token === 'string' ? form.token : '';
    if (!isFormToken(key, TOKEN_SUBJECT, token, serverTime()))
      return render(c, {
        problem: 'This form was not sent from this page, or the page is over half an hour old: scan again.',
      });
    const branch = Number(form.branch);
    return render(c, { answer: await scan(ctx, branch, form.code), branch });
  });
};
