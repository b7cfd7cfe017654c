import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { withSession } from '../auth.ts';
import { parseId } from '../options.ts';
import { withProgress } from '../progress.ts';

const optionsSchema = z.object({
  out: z.string().min(1).optional(),
  buyerName: z.string().min(1).optional(),
  buyerAddress: z.string().min(1).optional(),
  buyerTaxId: z.string().min(1).optional(),
  buyerBranch: z
    .string()
    .regex(/^\d{5}$/, 'five digits; 00000 is the head office')
    .optional(),
});

export const taxInvoice = (program: Command): void => {
  program
    .command('tax-invoice')
    .description(
      'save the full tax invoice (PDF/A-3 with its e-Tax XML) of a paid bill; asked again, the same one; --buyer-* corrections issue a replacement',
    )
    .argument('<invoice-id>', 'id of a paid bill (the invoices of history --json)', parseId)
    .option('--out <file>', 'where to save it (default: the tax invoice number, .pdf, here)')
    .option('--buyer-name <name>', "correct the buyer's name")
    .option('--buyer-address <address>', "correct the buyer's address")
    .option(
      '--buyer-tax-id <id>',
      "correct the buyer's tax ID (a company's 13 digits, a Thai ID or a passport)",
    )
    .option('--buyer-branch <number>', "correct a company's branch (00000 the head office)")
    .action(
      action(optionsSchema, async (ctx, options, [id]) => {
        const corrects =
          options.buyerName ?? options.buyerAddress ?? options.buyerTaxId ?? options.buyerBranch;
        const found = await withSession(ctx, () =>
          withProgress(ctx.output, ctx.t('cli.progress.loading'), async () => {
            // A correction starts from the buyer the account's invoices are made out to now.
            const current = corrects === undefined ? undefined : (await ctx.client.tax.documents({})).buyer;
            const buyer = current && {
              name: options.buyerName ?? current.name,
              address: options.buyerAddress ?? current.address,
              tax_id: options.buyerTaxId ?? current.tax_id,
              branch: options.buyerBranch ?? current.branch,
            };
            return ctx.client.tax.invoice({ invoice_id: Number(id), ...(buyer ? { buyer } : {}) });
          }),
        );
        const path = resolve(options.out ?? found.filename);
        writeFileSync(path, found.pdf);
        ctx.output.result(
          {
            taxInvoiceNumber: found.tax_invoice_number,
            issueDate: found.issue_date,
            replaces: found.replaces,
            buyer: found.buyer,
            filename: found.filename,
            path,
          },
          () =>
            [
              ctx.t('cli.status.taxInvoiceSaved', { number: found.tax_invoice_number, path }),
              ...(found.replaces ? [ctx.t('cli.status.taxInvoiceReplaces', { number: found.replaces })] : []),
            ].join('\n'),
        );
      }),
    );
};
