import type { Language } from '@self-storage/core';
import type { SandboxContext } from '../context.ts';

export interface Recipient {
  email: string;
  /** The language the customer registered in: every mail to them is written in it. */
  language: Language;
}

export const recipientOf = (ctx: SandboxContext, customerId: number): Recipient | undefined =>
  ctx.store.get<Recipient>('SELECT email, language FROM customers WHERE id = ?', customerId);
