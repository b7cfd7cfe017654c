/** The customer mails the server sends, one group per mail. */
export const mail = {
  newPassword: {
    subject: 'Your new password',
    body: 'A new password was asked for your self-storage account. Your new password is: {{password}}\nIt works once, within 30 minutes; logging in with it replaces your old password. Then change it under Change password.\nIf you did not ask for it, do nothing: your current password keeps working.',
  },
  actions: {
    logIn: 'Log in',
    bookUnit: 'Book a unit',
    viewBooking: 'View your booking',
    payBooking: 'Pay booking {{bookingNumber}}',
    seeBooking: 'See the booking',
    payForBooking: 'Pay for this booking',
    payBill: 'Pay bill {{installmentNo}}',
  },
  moveOutWithdrawn: {
    noBillsCancelled: 'Your notice had cancelled no bill, so your bills stay as they were.',
    bill: '• {{amount}} due {{due}}',
    subject: 'Move-out notice withdrawn, booking {{bookingNumber}}',
    body: 'Your notice is withdrawn: your rental ends on {{end}} as before.',
    billsDueAgain: 'The {{count}} bills your notice had cancelled are due again as planned:\n{{lines}}',
    billDueAgain: 'The bill your notice had cancelled is due again as planned:\n{{lines}}',
  },
  welcome: {
    subject: 'Welcome to self-storage',
    ready: 'Your account is ready: log in with this email and the password you chose.',
    nextSteps:
      'What you can do next: choose a branch, a start date and a unit of 1 to 30 sqm, see the price with any promotion before you confirm, and pay by PromptPay, at a kiosk or by card. All your bookings are on the booking history page.',
    companies:
      'For companies: you can pay net of withholding tax on the booking summary, and get full tax invoices from each booking’s page.',
    branchesTitle: 'Our branches',
    branch: '{{name}}\n{{address}}\nPhone {{phone}}',
  },
  creditNote: {
    subject: 'Refund of {{amount}} for booking {{bookingNumber}}, credit note {{number}}',
    refunded:
      'We have refunded {{amount}} to you: you moved out on {{moveOut}}, and this is the rent you paid for the months not begun.',
    attached:
      'Credit note {{number}} is attached: it reduces the receipts or tax invoices of the rent paid ahead.',
    depositBack:
      '{{name}}: {{back}}, paid back with it (a deposit carries no VAT, so it is not on the credit note).',
  },
  extensionRequested: {
    subject: 'Extension of booking {{bookingNumber}}',
    asked: 'You asked to extend booking {{bookingNumber}} to {{end}}, for {{total}}.',
    payBy: 'Amount to pay now: {{now}}. Please pay by {{deadline}}, or the extension lapses.',
  },
  billReminders: {
    bill: 'bill {{installmentNo}}, due on {{due}}: {{amount}}',
    howToPay:
      'Pay with the link below (QR or card), or at a kiosk with reference {{kioskReference}}, which pays every bill due now.',
    payBy:
      'Please pay it by {{payBy}}: from {{from}} access to your unit is suspended until it is paid. Your goods stay in the unit.',
    dueTodaySubject: 'Bill {{installmentNo}} of booking {{bookingNumber}} is due today',
    dueToday: 'Bill {{installmentNo}}, {{amount}}, is due today ({{due}}).',
    overdueSubject: 'Bill {{installmentNo}} of booking {{bookingNumber}} is overdue',
    overdue: 'Bill {{installmentNo}}, {{amount}}, was due on {{due}} and is unpaid.',
    owed: 'Owed now: {{sum}} ({{bills}}).',
  },
  accessSuspended: {
    subject: 'Booking {{bookingNumber}} is suspended',
    why: 'Bill {{installmentNo}}, due on {{due}}, was not paid within {{graceDays}} days, so access to your unit is suspended from {{from}}. The unit is still yours and your goods stay in it.',
    restoredWhenPaid: 'Access is restored as soon as everything overdue is paid.',
    removal:
      'Under our terms of use, if the arrears are still unpaid after {{removal}} ({{removalDays}} days after the suspension), the goods may be removed at your cost after written notice, as Thai law allows.',
    restoredSubject: 'Access to booking {{bookingNumber}} is restored',
    restored:
      'Thank you for paying what was overdue: access to your unit is restored and your key card works again.',
  },
  alreadyRegistered: {
    subject: 'This email already has an account',
    body: 'Someone asked for a code to register with this email, which already has an account. If it was you, log in, or ask for a new password. If not, do nothing.',
  },
  detailsChanged: {
    subject: 'Your account details were changed',
    body: 'The name, phone or address of your account was just changed. If it was not you, change your password and contact us.',
  },
  extensionConfirmed: {
    subject: 'Booking {{bookingNumber}} extended',
    body: 'Your extension is confirmed: your rental now ends on {{end}}.',
  },
  moveOutNotice: {
    subject: 'Move-out notice for booking {{bookingNumber}}',
    received:
      'We have your notice: your rental ends on {{date}}. Please empty the unit and return the key card by then.',
    billCancelled: 'Bill {{installmentNo}} (due {{dueDate}}) is cancelled.',
    refund:
      '{{refund}} will be refunded on {{refundOn}}, the day after the move-out date, with a credit note by mail.',
    depositBack:
      'The key card deposit of {{deposit}} is returned on {{refundOn}}, once the key card is back.',
    owed: 'Still to pay: {{owed}}.',
    withdrawUntil: 'If you change your mind, you can withdraw this notice until {{date}}.',
  },
  bookingCreated: {
    subject: 'Booking {{bookingNumber}} created',
    thanks: 'Thank you for booking with us. Your booking number is {{bookingNumber}}.',
    payNow: 'Amount to pay now: {{now}} (booking total {{total}}).',
    laterBill: 'Bill {{n}}: {{amount}} due {{due}}.',
    payBy: 'Please pay by {{deadline}}, or the unit is released.',
    kiosk: 'Pay at a kiosk with reference {{kioskReference}}.',
    branch: 'Branch: {{name}}{{address}}{{phone}}.',
    branchAddress: ', {{address}}',
    branchPhone: ', phone {{phone}}',
    unit: 'Unit {{name}}, building {{building}}, floor {{floor}} ({{group}}, {{size}}).',
    period: 'Rental from {{from}} to {{to}}.',
  },
  marketingChoice: {
    subject: 'Marketing mail',
    optedIn: 'You chose to receive news and offers by email. You can stop them at any time on My account.',
    optedOut: 'You stopped news and offers by email. We will not send them any more.',
  },
  autopayFailed: {
    reasons: {
      declined: 'the bank declined it',
      insufficient_funds: 'the card has insufficient funds',
      expired: 'the card has expired',
      authentication_required: 'the bank needs you to confirm this payment yourself',
    },
    subject: 'Autopay could not pay bill {{installmentNo}} of booking {{bookingNumber}}',
    failed:
      'We could not charge {{card}} for bill {{installmentNo}}, {{amount}} (due on {{due}}): {{reason}}.',
    retry: 'We will try the card again on {{retry}}, or pay it now with the link below (QR or card).',
    lastTry: 'That was the last try: please pay it with the link below (QR or card).',
    suspension: 'Unpaid, access to your unit is suspended from {{suspend}}. Your goods stay in the unit.',
  },
  signedOutEverywhere: {
    subject: 'Signed out everywhere',
    body: 'Your account was signed out on every device.',
  },
  verificationCode: {
    subject: 'Your verification code',
    body: 'Your self-storage verification code is {{code}}.\nIt is valid for 10 minutes. If you did not ask for it, ignore this mail.',
  },
  paymentReceived: {
    access:
      'How to get in: collect your key card at the branch with the ID card or passport you registered with. Your unit is open 24 hours a day.',
    companyAccess:
      "How to get in: your company's director, or a person the company authorises in writing, collects the key card at the branch with their own ID card or passport (and the letter of authorisation). Your unit is open 24 hours a day.",
    attached: 'Your receipt is attached to this mail.',
    subject: 'Payment received for booking {{number}}',
    withholding:
      'Withholding tax {{rate}}% of {{base}} (before VAT): {{gross}} − {{withheld}} = {{net}} paid\nPlease upload the withholding tax certificate (50 Tawi) by {{due}}.',
    bill: 'bill {{n}} of {{of}}, for {{start}} – {{end}}: {{amount}}',
    extensionBill: 'Extension, bill {{n}} of {{of}}, for {{start}} – {{end}}: {{amount}}',
    received: 'We received {{amount}} for booking {{number}} on {{at}}.',
    confirmed: 'Your booking is confirmed.',
  },
  layout: {
    brand: 'Self-storage',
    greeting: 'Dear {{name}},',
    greetingCompany: 'Dear {{name}},',
    greetingNoName: 'Hello,',
    signOff: 'Thank you,\nThe {{brand}} team',
  },
} as const;
