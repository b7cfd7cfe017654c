/** The pages the server itself shows a customer: the sandbox's card payment page. */
export const serverPages = {
  card: {
    title: 'Card payment (sandbox)',
    heading: 'Card payment',
    booking: 'Booking',
    pay: 'pay',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code (CVC)',
    submit: 'Pay',
    cancel: 'Cancel and go back to the shop',
    cards:
      'Sandbox test cards: 4242 4242 4242 4242 and 5555 5555 5555 4444 succeed, 4000 0000 0000 0002 is declined. Any future expiry and any CVC.',
    laterCards:
      'Cards that pay now but whose later autopay charges fail: 4000 0000 0000 0341 declined, 4000 0000 0000 9995 insufficient funds, 4000 0000 0000 0069 expired, 4000 0027 6000 3184 needs authentication.',
    notFoundTitle: 'Payment not found',
    notFound: 'This payment link is not valid.',
    saveCardConsent:
      'Save this card for my next bills: I agree that a token of this card (never its number) is kept to pay bills on their due dates when I switch autopay on. I can remove it at any time on my account page.',
    problems: {
      name: 'Enter the name on the card.',
      expiryFormat: 'Enter the expiry date as MM/YY.',
      expired: 'This card has expired.',
      cvc: 'Enter the 3 or 4 digit security code (CVC).',
      number: 'This card number is not valid. Use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.',
      unreadable: 'The form could not be read; fill it in again.',
    },
    sandboxTime: 'Sandbox time: {{time}}',
  },
} as const;
