/** What a payment screen says is being paid, and what was paid: the statement's figures. */
export const paying = {
  paying: {
    what: 'Paying for',
    extension: 'The extension, {{start}} – {{end}}',
    partTotal: 'Total of the booking',
    extensionTotal: 'Total of the extension',
    bill: 'Bill {{n}} of {{of}}',
    billPeriod: '{{start}} – {{end}}',
    gross: 'Bills due now',
    withheld: 'Withholding tax you keep back',
    net: 'Amount to pay net',
    netPending: 'Working out the amount net of withholding tax…',
    paidGross: 'Bills paid this time',
    paidWithheld: 'Withholding tax kept back',
  },
} as const;
