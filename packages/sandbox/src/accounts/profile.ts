import type { ReplyOf, RequestOf } from '@self-storage/core';
import type { Call, SandboxContext } from '../context.ts';
import { text } from '../language/text.ts';
import { mailCustomer } from '../mail/customer-mail.ts';
import { OK, ok } from '../reply.ts';
import { endSessions, requireCustomer } from './sessions.ts';
import { cleanAddress, cleanName } from './text-rules.ts';

type Profile = ReplyOf<'profile'>['datas'];

interface CustomerRow {
  email: string;
  customer_type: 1 | 2;
  firstname: string;
  lastname: string;
  company_name: string;
  phone: string;
  full_address: string;
}

const profileOf = (ctx: SandboxContext, customerId: number): Profile => {
  const row = ctx.store.get<CustomerRow>(
    'SELECT email, customer_type, firstname, lastname, company_name, phone, full_address FROM customers WHERE id = ?',
    customerId,
  ) as CustomerRow;
  const marketing = ctx.store.get<{ granted: number }>(
    `SELECT granted FROM consents WHERE customer_id = ? AND purpose = 'marketing'`,
    customerId,
  );
  return {
    email: row.email,
    customerTypeId: row.customer_type,
    firstname: row.firstname,
    lastname: row.lastname,
    companyName: row.company_name,
    phone: row.phone,
    fullAddress: row.full_address,
    marketing: marketing?.granted === 1,
  };
};

/** customer/profile (an extension): the caller's own details and marketing choice. */
export const profile = (ctx: SandboxContext, body: RequestOf<'profile'>, call: Call): ReplyOf<'profile'> =>
  ok(call, OK, { datas: profileOf(ctx, requireCustomer(ctx, body.token)) });

/** customer/update-profile: name, phone and address under registration's rules; a mail says so. */
export const updateProfile = (
  ctx: SandboxContext,
  body: RequestOf<'updateProfile'>,
  call: Call,
): ReplyOf<'updateProfile'> => {
  const customerId = requireCustomer(ctx, body.token);
  const fields = {
    firstname: cleanName('firstname', body.firstname),
    lastname: cleanName('lastname', body.lastname),
    fullAddress: cleanAddress('fullAddress', body.fullAddress),
  };
  ctx.store.run(
    'UPDATE customers SET firstname = ?, lastname = ?, phone = ?, full_address = ? WHERE id = ?',
    fields.firstname,
    fields.lastname,
    body.phone,
    fields.fullAddress,
    customerId,
  );
  mailCustomer(ctx, customerId, text('ข้อมูลบัญชีของคุณถูกแก้ไข', 'Your account details were changed'), [
    text(
      'ชื่อ เบอร์โทรศัพท์ หรือที่อยู่ในบัญชีของคุณเพิ่งถูกแก้ไข หากคุณไม่ได้แก้ไขเอง กรุณาเปลี่ยนรหัสผ่านและติดต่อเจ้าหน้าที่',
      'The name, phone or address of your account was just changed. If it was not you, change your password and contact us.',
    ),
  ]);
  return ok(call, text('บันทึกข้อมูลแล้ว', 'Your details are saved.'), { datas: profileOf(ctx, customerId) });
};

/**
 * customer/marketing-consent: the new choice replaces the one on record (as registration records
 * it) and is kept in the consents' history, so withdrawing is as easy, and as recorded, as giving.
 */
export const marketingConsent = (
  ctx: SandboxContext,
  body: RequestOf<'marketingConsent'>,
  call: Call,
): ReplyOf<'marketingConsent'> => {
  const customerId = requireCustomer(ctx, body.token);
  const { consent } = body;
  ctx.store.transaction(() => {
    ctx.store.run(
      `INSERT INTO consents (customer_id, purpose, granted, notice_version, given_at, recorded_at)
       VALUES (?, 'marketing', ?, ?, ?, ?)
       ON CONFLICT (customer_id, purpose) DO UPDATE SET granted = excluded.granted,
         notice_version = excluded.notice_version, given_at = excluded.given_at, recorded_at = excluded.recorded_at`,
      customerId,
      consent.granted ? 1 : 0,
      consent.version,
      consent.givenAt,
      ctx.now(),
    );
    ctx.store.run(
      `INSERT INTO consent_changes (customer_id, purpose, granted, notice_version, given_at, recorded_at)
       VALUES (?, 'marketing', ?, ?, ?, ?)`,
      customerId,
      consent.granted ? 1 : 0,
      consent.version,
      consent.givenAt,
      ctx.now(),
    );
  });
  mailCustomer(ctx, customerId, text('การรับข่าวสารทางอีเมล', 'Marketing mail'), [
    consent.granted
      ? text(
          'คุณเลือกรับข่าวสารและข้อเสนอทางอีเมลแล้ว ยกเลิกได้ทุกเมื่อที่หน้าบัญชีของฉัน',
          'You chose to receive news and offers by email. You can stop them at any time on My account.',
        )
      : text(
          'คุณยกเลิกการรับข่าวสารและข้อเสนอทางอีเมลแล้ว เราจะไม่ส่งให้อีก',
          'You stopped news and offers by email. We will not send them any more.',
        ),
  ]);
  return ok(call, text('บันทึกความยินยอมแล้ว', 'Your choice is recorded.'), {
    datas: profileOf(ctx, customerId),
  });
};

/** customer/logout-all: every session of the account ends, this one too, and every sign-in link. */
export const logoutAll = (
  ctx: SandboxContext,
  body: RequestOf<'logoutAll'>,
  call: Call,
): ReplyOf<'logoutAll'> => {
  const customerId = requireCustomer(ctx, body.token);
  const ended =
    ctx.store.get<{ n: number }>(
      'SELECT count(*) AS n FROM sessions WHERE customer_id = ? AND expires_at > ?',
      customerId,
      ctx.now(),
    )?.n ?? 0;
  ctx.store.transaction(() => {
    endSessions(ctx, customerId);
    ctx.store.run('DELETE FROM identify_tokens WHERE customer_id = ?', customerId);
  });
  mailCustomer(ctx, customerId, text('ออกจากระบบทุกอุปกรณ์แล้ว', 'Signed out everywhere'), [
    text('บัญชีของคุณออกจากระบบในทุกอุปกรณ์แล้ว', 'Your account was signed out on every device.'),
  ]);
  return ok(call, text('ออกจากระบบทุกอุปกรณ์แล้ว', 'Signed out on every device.'), { datas: { ended } });
};
