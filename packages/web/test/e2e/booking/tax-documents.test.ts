import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { SelfStorageClient } from '@self-storage/core';
import { formatAmount } from '@self-storage/core/money';
import { describe, expect, it } from 'vitest';
import {
  createCompany,
  fitsWidths,
  noEnglishSentence,
  openSignedIn,
  PNG_FIXTURE,
  savedDownload,
  startE2E,
} from '../harness/index.ts';
import { bookOverApi, catalogs, control } from './booking-helpers.ts';

const e2e = startE2E();
const SHOTS = '/tmp/shots/tax-documents';
mkdirSync(SHOTS, { recursive: true });

/** pdftotext's reading of a PDF, marks and spaces left out (see the sandbox's tax invoice tests). */
const loose = (text: string) => text.normalize('NFKC').replace(/[\p{Mn}\s]/gu, '');

describe('Thai tax documents in the booking detail (th, 390 px)', () => {
  it('a company pays a bill net of withholding, uploads the certificate and asks for a tax invoice with its branch', async () => {
    const t = catalogs.th;
    const company = await createCompany(e2e);
    const { customerServiceId, booking } = await bookOverApi(e2e, company, { instalments: true });
    const bill = booking.invoices[0];
    if (!bill) throw new Error('no bill');

    const page = await e2e.newPage({ language: 'th', width: 390, height: 844 });
    await openSignedIn(page, e2e, company, `/service/history/${customerServiceId}`);
    await page.waitForURL(`**/service/history/${customerServiceId}`);
    await page.getByRole('button', { name: t.bookingDetail.pay, exact: true }).click();
    await page.waitForURL('**/service-ex/summary');

    // The choice to pay net: the server's arithmetic of the bill due now.
    const choice = page.getByRole('checkbox', { name: t.tax.choice.replace('{{rate}}', '5') });
    // The box shows the server's choice: it is ticked once the server has it.
    await choice.click();
    const figures = page.getByTestId('withholding-figures');
    await figures.waitFor();
    const services = Math.round(bill.amount * 100) - 50_000;
    const vat = Math.round((services * 7) / 107);
    const withheld = Math.round(((services - vat) * 5) / 100);
    const net = Math.round(bill.amount * 100) - withheld;
    expect(await figures.textContent()).toContain(formatAmount(net, 'th'));
    expect(await figures.textContent()).toContain(formatAmount(withheld, 'th'));
    await noEnglishSentence(page);
    await page.screenshot({ path: `${SHOTS}/repayment-th-390.png`, fullPage: true });

    await page.locator('input[name="paymentMethod"][value="1"]').check({ force: true });
    await page.getByRole('button', { name: t.summary.confirm }).click();
    const amount = page.getByTestId('qr-amount');
    await amount.waitFor();
    expect(await amount.textContent()).toContain(formatAmount(net, 'th'));
    expect(await page.getByTestId('qr-withholding').textContent()).toContain(formatAmount(withheld, 'th'));
    await page.screenshot({ path: `${SHOTS}/qr-th-390.png`, fullPage: true });
    const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
    const token = await client.customer.login({ username: company.email, password: company.password });
    const documentsBefore = await client.booking.current({ token, customer_service_id: customerServiceId });
    const qr = await client.payment.qrCheckout({
      customerInvoiceIds: documentsBefore.booking.due_invoice_ids,
      tokenu: token,
    });
    expect(qr.amount * 100).toBe(net);
    await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);

    // The detail: gross − withheld = net, the certificate missing, then uploaded.
    await page.goto(e2e.url(`/service/history/${customerServiceId}`));
    const arithmetic = page.getByTestId('withholding-arithmetic');
    await arithmetic.waitFor();
    expect(await arithmetic.textContent()).toContain(formatAmount(net, 'th'));
    expect(await page.getByTestId('certificate-state').getAttribute('data-state')).toBe('missing');
    await page.getByLabel(t.tax.upload.replace('{{number}}', '1')).setInputFiles({
      name: '50-tawi.png',
      mimeType: 'image/png',
      buffer: PNG_FIXTURE.buffer,
    });
    await page.locator('[data-testid="certificate-state"][data-state="received"]').waitFor();
    expect(await page.getByTestId('certificate-state').textContent()).toContain('50-tawi.png');

    // The tax invoice, made out to the company's branch 00001.
    await page.getByRole('button', { name: t.tax.invoiceFor.replace('{{number}}', '1') }).click();
    expect(await page.getByTestId('tax-bill').getByLabel(t.tax.buyerName).inputValue()).toBe(
      'บริษัท สยามเทรดดิ้ง จำกัด',
    );
    expect(await page.getByLabel(t.tax.buyerTaxIdCompany).inputValue()).toBe(company.legalNumber);
    await page.getByLabel(t.tax.buyerBranch).fill('00001');
    await noEnglishSentence(page);
    await fitsWidths(page, 'booking detail with tax documents', [390]);
    await page.screenshot({ path: `${SHOTS}/detail-form-th-390.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.tax.issue }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^TI-\d{4}-\d{6}\.pdf$/);
    const path = await savedDownload(file);
    const text = loose(execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }));
    expect(text).toContain(loose('ใบเสร็จรับเงิน/ใบกำกับภาษี'));
    expect(text).toContain(loose(`บริษัท สยามเทรดดิ้ง จำกัด`));
    expect(text).toContain(loose(`เลขประจำตัวผู้เสียภาษี ${company.legalNumber} (สาขาที่ 00001)`));
    expect(text).toContain(loose('หักภาษี ณ ที่จ่าย 5%'));
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', path, `${SHOTS}/tax-invoice-th`]);
    await page.getByTestId('tax-invoice-number').waitFor();
    await page.screenshot({ path: `${SHOTS}/detail-th-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/detail-th-1280.png`, fullPage: true });
  });
});
