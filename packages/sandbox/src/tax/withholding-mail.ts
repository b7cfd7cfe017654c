import { formatDate } from '@self-storage/core/dates';
import type { SandboxContext } from '../context.ts';
import type { Text } from '../language/text.ts';
import { bahtText } from '../money.ts';
import { certificateDue } from './certificate-due.ts';
import { type NetPayment, withholdingOfPayment } from './withholding.ts';

/**
 * The payment mail's lines of a payment net of withholding: the arithmetic a customer can check
 * (gross − withheld = net) and the certificate it now owes, with its last day.
 */
export const withholdingMailLine = (ctx: SandboxContext, payment: NetPayment): Text | undefined => {
  const w = withholdingOfPayment(ctx, payment);
  if (!w) return undefined;
  const [gross, base, withheld, net] = [w.gross, w.base, w.withheld, w.net].map(bahtText) as [
    Text,
    Text,
    Text,
    Text,
  ];
  const due = certificateDue(ctx.now());
  return {
    th: `หักภาษี ณ ที่จ่าย ${w.ratePercent}% ของ ${base.th} (ยอดก่อนภาษีมูลค่าเพิ่ม): ${gross.th} − ${withheld.th} = ชำระสุทธิ ${net.th}\nกรุณาอัปโหลดหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ภายในวันที่ ${formatDate(due, 'th')}`,
    en: `Withholding tax ${w.ratePercent}% of ${base.en} (before VAT): ${gross.en} − ${withheld.en} = ${net.en} paid\nPlease upload the withholding tax certificate (50 Tawi) by ${formatDate(due, 'en')}.`,
  };
};
