import type { Language, ReplyOf, RequestOf } from '@self-storage/core';
import type { Call, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { say, text } from '../language/text.ts';
import { normalizeEmail, ok } from '../reply.ts';
import { hashPassword, randomPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { createSession } from './sessions.ts';

const WRONG_CREDENTIALS = text('อีเมลหรือรหัสผ่านไม่ถูกต้อง', 'The email or password is not correct.');

/** The customer id when the email and password match, else undefined, in the same time either way. */
const authenticate = async (
  ctx: SandboxContext,
  email: string,
  password: string,
): Promise<number | undefined> => {
  const row = ctx.store.get<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM customers WHERE email = ?',
    normalizeEmail(email),
  );
  if (!row) return verifyAgainstNothing(password).then(() => undefined);
  return (await verifyPassword(password, row.password_hash)) ? row.id : undefined;
};

export const login = async (
  ctx: SandboxContext,
  body: RequestOf<'login'>,
  call: Call,
): Promise<ReplyOf<'login'>> => {
  const customerId = await authenticate(ctx, body.username, body.password);
  if (customerId === undefined) throw refuse('wrong_credentials', WRONG_CREDENTIALS);
  return ok(call, text('เข้าสู่ระบบสำเร็จ', 'Logged in.'), { datas: { token: createSession(ctx, customerId) } });
};

export const forgetPassword = async (
  ctx: SandboxContext,
  body: RequestOf<'forgetPassword'>,
  call: Call,
): Promise<ReplyOf<'forgetPassword'>> => {
  const email = normalizeEmail(body.email);
  const row = ctx.store.get<{ id: number; language: Language }>(
    'SELECT id, language FROM customers WHERE email = ?',
    email,
  );
  if (!row)
    throw refuse('not_found', text('ไม่พบบัญชีที่ลงทะเบียนด้วยอีเมลนี้', 'No account is registered with this email.'));
  const password = randomPassword();
  const hash = await hashPassword(password);
  ctx.store.transaction(() => {
    ctx.store.run('UPDATE customers SET password_hash = ? WHERE id = ?', hash, row.id);
    ctx.mailer.send({
      to: email,
      subject: say(text('รหัสผ่านใหม่ของคุณ', 'Your new password'), row.language),
      text: say(
        text(
          `รหัสผ่านบัญชีเช่าห้องเก็บของของคุณถูกตั้งใหม่แล้ว รหัสผ่านใหม่คือ: ${password}\nกรุณาเข้าสู่ระบบด้วยรหัสนี้ แล้วเปลี่ยนรหัสผ่านที่เมนูเปลี่ยนรหัสผ่าน`,
          `Your self-storage password was reset. Your new password is: ${password}\nLog in with it, then change it under Change password.`,
        ),
        row.language,
      ),
    });
  });
  return ok(call, text('ส่งรหัสผ่านใหม่ไปที่อีเมลของคุณแล้ว', 'A new password was sent to your email.'), {});
};

export const changePassword = async (
  ctx: SandboxContext,
  body: RequestOf<'changePassword'>,
  call: Call,
): Promise<ReplyOf<'changePassword'>> => {
  if (body.newPassword !== body.confirmedPassword) {
    throw refuse(
      'invalid_request',
      text('รหัสผ่านใหม่และการยืนยันรหัสผ่านไม่ตรงกัน', 'The new password and its confirmation do not match.'),
    );
  }
  const customerId = await authenticate(ctx, body.email, body.oldPassword);
  if (customerId === undefined) throw refuse('wrong_credentials', WRONG_CREDENTIALS);
  const hash = await hashPassword(body.newPassword);
  ctx.store.transaction(() => {
    ctx.store.run('UPDATE customers SET password_hash = ? WHERE id = ?', hash, customerId);
    // Whoever knew the old password loses the sessions it opened.
    ctx.store.run('DELETE FROM sessions WHERE customer_id = ?', customerId);
  });
  return ok(call, text('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว', 'Your password was changed.'), {});
};
