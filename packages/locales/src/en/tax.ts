/** Thai tax documents: tax invoices, withholding tax and its certificate (booking detail, summary, history). */
export const tax = {
  tax: {
    title: 'Tax documents',
    invoice: 'Tax invoice',
    invoiceFor: 'Tax invoice of bill {{number}}',
    issued: 'Tax invoice {{number}}',
    replaces: 'replaces {{number}}',
    buyerTitle: 'Tax invoice made out to',
    buyerHint:
      'Correct anything that is wrong: a changed detail issues a new tax invoice that replaces the last one.',
    buyerName: 'Name',
    buyerAddress: 'Address',
    buyerTaxIdCompany: 'Tax ID (13 digits)',
    buyerTaxIdPerson: 'Thai ID or passport number',
    buyerBranch: 'Branch (00000 is the head office)',
    issue: 'Get the tax invoice',
    cancel: 'Cancel',
    withholding: 'Withholding tax',
    arithmetic: '{{gross}} − {{withheld}} withheld = {{net}} paid',
    basis: 'VAT {{vat}}; {{rate}}% of {{base}} before VAT is withheld',
    certificate: 'Withholding tax certificate (50 Tawi)',
    certificateOverdue: 'Certificate missing since {{date}}',
    certificateReceived: 'Certificate received: {{filename}}',
    upload: 'Upload the certificate of bill {{number}}',
    uploadHint: 'A PDF, JPG or PNG of at most 2 MB.',
    uploaded: 'The certificate was received.',
    choice: 'Pay net of withholding tax ({{rate}}% of the amount before VAT)',
    choiceHint:
      'As a company you withhold {{rate}}% of the amount before VAT, pay us the rest and send us the withholding certificate (50 Tawi) within {{days}} days of paying.',
    choiceFigures: 'This payment: {{gross}} − {{withheld}} withheld = {{net}}',
    historyMark: 'Withholding certificate missing',
  },
};
