import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { withSession } from '../auth.ts';
import { unreadable } from '../errors.ts';
import { parseId } from '../options.ts';
import { withProgress } from '../progress.ts';

export const withholdingCertificate = (program: Command): void => {
  program
    .command('withholding-certificate')
    .description(
      'upload the withholding tax certificate (form 50 Tawi) of a bill paid net: a PDF, JPG or PNG of at most 2 MB',
    )
    .argument(
      '<invoice-id>',
      'id of the bill paid net of withholding (the invoices of history --json)',
      parseId,
    )
    .argument('<file>', 'the certificate: a PDF, JPG or PNG file')
    .action(
      action(z.object({}), async (ctx, _options, [id, file]) => {
        const path = resolve(String(file));
        // The server checks what the file really is; the name is only shown back.
        let content: string;
        try {
          content = readFileSync(path).toString('base64');
        } catch (cause) {
          throw unreadable('file_unreadable', path, cause);
        }
        const uploaded = await withSession(ctx, () =>
          withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
            ctx.client.tax.uploadCertificate({
              invoice_id: Number(id),
              filename: basename(path),
              file: content,
            }),
          ),
        );
        ctx.output.result(
          {
            invoiceId: uploaded.invoice_id,
            certificate: uploaded.certificate,
            filename: uploaded.certificate_filename,
          },
          () => ctx.t('cli.status.certificateUploaded', { filename: uploaded.certificate_filename }),
        );
      }),
    );
};
