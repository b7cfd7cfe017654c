/**
 * The legal pages: terms of use, privacy policy (Thailand's PDPA) and cookie policy. A part of its
 * own, fetched only with those pages. Each section's body is paragraphs, one a line; a line
 * starting with "- " is an item of a list.
 */
export const legal = {
  legal: {
    effective: 'Effective {{date}}',
    contents: 'On this page',
    otherPages: 'See also',
    terms: {
      title: 'Terms of use',
      intro:
        'These terms apply when you create an account, book a storage unit or pay on this website. By registering or booking you agree to them.',
      sections: {
        provider: {
          title: 'Who provides the service',
          body: 'The service is provided by Self-storage Co., Ltd., 88 Rama 3 Road, Bang Khlo, Bang Kho Laem, Bangkok 10120 (tax ID 0105566012345), at its Chinatown, Rama 3 and Rama 4 branches.',
        },
        account: {
          title: 'Your account',
          body: 'You must be at least 20 years old, or act for a company that has authorised you.\nGive true and complete details and a clear image of your ID card, passport or company certificate. We may refuse or close an account whose details cannot be verified.\nKeep your password secret. You are responsible for what is done with your account until you tell us it has been misused.',
        },
        booking: {
          title: 'Bookings and payment',
          body: 'Prices are in Thai baht per month and include VAT. The summary shows the total, any discount and each bill before you pay.\nA booking is confirmed automatically once its payment is received. An unpaid booking holds the unit only until the payment deadline shown; after that the unit is released.\nWith instalments, each later bill is due on the date shown on the summary and in your booking history. A bill not paid on time suspends access to the unit (see Late payment and suspension).',
        },
        storage: {
          title: 'Using your unit',
          body: 'You may store your own lawful goods only. Never store:\n- anything illegal, stolen or counterfeit;\n- weapons, ammunition, explosives or fireworks;\n- flammable, toxic or hazardous substances, gas bottles or fuel;\n- food, plants, animals or anything that rots or attracts pests;\n- cash, jewellery or irreplaceable items of high value.\nYou may not live in, work from or sublet a unit. We may open a unit in an emergency, when the law requires it or when these rules are broken, and will tell you as soon as we can.',
        },
        access: {
          title: 'Access',
          body: 'Your keycard gives you 24-hour access to your unit. Keep it safe and tell the branch at once if it is lost. Follow the branch rules and the staff’s instructions on site.',
        },
        arrears: {
          title: 'Late payment and suspension',
          body: 'Every reminder of an unpaid bill names the day access would be suspended. If a bill is still unpaid 7 days after its due date, access to your unit is suspended: your keycard no longer opens it, but the unit stays yours, your goods stay inside and the bills stay owed, later bills too as they fall due.\nPay what is overdue by QR or card on your booking’s page or with the link in the reminder, or at a kiosk with the reference they show: access is restored as soon as everything overdue is paid.\nIf the arrears are still unpaid 30 days after the suspension, the goods may, after written notice, be removed at your cost, as Thai law allows.',
        },
        autopay: {
          title: 'Saved cards and autopay',
          body: 'When you pay by card you may tick "save this card for my next bills". We then keep a token of the card from the payment provider, with its brand, last 4 digits and expiry, never the card number or security code, and a record of your consent.\nWith autopay switched on for a booking, each of its bills is charged to the card you chose on the bill’s due date, and the receipt is emailed to you. If a charge fails we email you at once with a link to pay the bill by QR or card, and try the card again 2, 4 and 6 days after the due date; if the bill is still unpaid, Late payment and suspension applies.\nTo stop autopay, switch it off on your booking’s page; to stop it for every booking that uses a card, remove the card on your account page. Either takes effect at once, for every charge not yet made.',
        },
        ending: {
          title: 'End of the rental',
          body: 'The rental ends on the end date you booked. Empty the unit and return the keycard by then. Goods left behind after 30 days’ written notice may be removed at your cost, as Thai law allows.\nYou may end a paid rental earlier by giving at least 14 days’ notice on your booking’s page; you can withdraw the notice until the move-out date. You pay the one-off fees and the rent of every rent month (30 days) begun by your move-out date, in full: a month is never split. Later bills are cancelled if unpaid; rent paid for months not begun is refunded on the day after your move-out date, with a credit note that reduces the receipt or tax invoice of that rent. The key card deposit is returned apart, when you return the card.',
        },
        liability: {
          title: 'Liability',
          body: 'We take reasonable care of the building, its access control and CCTV. We are not liable for loss or damage to stored goods unless it is caused by our negligence. Insure goods of value yourself. Nothing in these terms limits rights you have as a consumer under Thai law.',
        },
        changes: {
          title: 'Changes to these terms',
          body: 'We may change these terms for future bookings. The date at the top shows the version in force; a booking keeps the terms in force when it was made.',
        },
        law: {
          title: 'Law and disputes',
          body: 'These terms are governed by Thai law. Please contact us first; a dispute we cannot settle goes to the courts of Thailand.',
        },
        contact: {
          title: 'Contact',
          body: 'Self-storage Co., Ltd., 88 Rama 3 Road, Bang Khlo, Bang Kho Laem, Bangkok 10120. Tel. 02-294-7788, email support@self-storage.co.th.',
        },
      },
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'This notice explains how we collect, use and keep your personal data, and your rights under Thailand’s Personal Data Protection Act B.E. 2562 (2019) (PDPA).',
      sections: {
        controller: {
          title: 'Data controller and data protection officer',
          body: 'The data controller is Self-storage Co., Ltd., 88 Rama 3 Road, Bang Khlo, Bang Kho Laem, Bangkok 10120, Tel. 02-294-7788.\nOur data protection officer (DPO) can be reached at dpo@self-storage.co.th or by post at the address above, marked “Data Protection Officer”.',
        },
        data: {
          title: 'The data we collect',
          body: '- Identity: first and last name, Thai ID card or passport number, and the image of that document; for companies, the contact person, company name, registration number and company certificate.\n- Contact: email, phone number and address.\n- Account: your password, which we keep only as a one-way hash, and the one-time codes we email you.\n- Bookings and payments: branch, unit, dates, prices, discounts, bills, payment references and receipts. Card numbers are entered on the card provider’s page and never reach us.\n- Your choices: your consents, the privacy notice version you accepted and when, and your language.\n- Technical: the IP address and time of each request, kept in our server logs.',
        },
        sensitive: {
          title: 'Sensitive data on ID cards',
          body: 'A Thai ID card can show religion and blood type, which the PDPA treats as sensitive data. We do not need them: please cover them before taking the photo. If they are visible, we do not use or record them.',
        },
        purposes: {
          title: 'Why we use your data, and on what legal basis',
          body: '- To open and run your account, take bookings, give you access to your unit and answer your questions: performance of our contract with you (PDPA section 24(3)).\n- To verify your identity before renting a unit: our legitimate interest in preventing fraud and misuse of units (section 24(5)).\n- To issue invoices and receipts and keep accounts: legal obligations under the Revenue Code and the Accounting Act (section 24(6)).\n- To keep the service secure (limiting password guesses, logs, CCTV on site): our legitimate interest (section 24(5)).\n- To send you news and offers by email: only with your consent (section 19), which you may withdraw at any time.',
        },
        retention: {
          title: 'How long we keep it',
          body: '- Account and identity data, including the document image: while your account is open, and 2 years after your last rental ends, for claims about it.\n- Bills, receipts and payment records: 5 years from the end of the accounting year (Revenue Code, Accounting Act), up to 10 years where a claim is open.\n- Records of your consents: as long as the account and 2 years after, or after the consent is withdrawn, to show what you agreed to.\n- Server logs: 90 days. One-time codes: 10 minutes. Sign-in sessions: 12 hours.\nAfter these periods we delete the data or make it anonymous.',
        },
        sharing: {
          title: 'Who we share it with',
          body: 'We do not sell your data. We share it only with:\n- service providers who process it for us under contract: hosting, email delivery, the banks and payment providers of PromptPay, card and kiosk payments;\n- authorities, courts and the police, when the law requires it.\nOur servers and providers are in Thailand. If data must go abroad, we do so only to countries with adequate protection or with the safeguards of PDPA sections 28 and 29.',
        },
        rights: {
          title: 'Your rights',
          body: 'Under the PDPA you may:\n- withdraw a consent at any time, without affecting what was done before;\n- ask for access to and a copy of your data, and to know how we obtained it;\n- receive your data in a common electronic format, or have it sent to another controller;\n- object to processing based on our legitimate interest or for marketing;\n- ask us to delete, destroy or anonymise your data, or to restrict its use;\n- ask us to correct data that is wrong or incomplete;\n- complain to the Office of the Personal Data Protection Committee (PDPC).\nWrite to our DPO to use a right; we answer within 30 days and may ask you to prove your identity first.',
        },
        security: {
          title: 'How we protect it',
          body: 'Connections are encrypted, passwords are stored only as hashes, password guesses are limited, and only staff who need your data can see it. We tell the PDPC, and you where the risk is high, of a breach within 72 hours of learning of it.',
        },
        cookies: {
          title: 'Cookies and browser storage',
          body: 'We use only what the site needs to work, kept in your browser; our cookie policy lists it.',
        },
        changes: {
          title: 'Changes to this notice',
          body: 'The version date at the top identifies this notice; it is recorded with your consent. When we change it we publish the new version here, and ask for your consent again where the change needs it.',
        },
      },
    },
    cookies: {
      title: 'Cookie policy',
      intro:
        'This policy explains what this website keeps in your browser and why. We use no advertising or analytics cookies and no third-party trackers.',
      sections: {
        what: {
          title: 'What we keep in your browser',
          body: 'The site stores a few items in your browser’s storage (localStorage and sessionStorage), which work like cookies:\n- session: your sign-in, so you stay logged in; removed when you log out and after 12 hours.\n- lang: the language you chose, so the site opens in it next time; kept until you change it.\n- current_service: the booking you are paying for, so a reload keeps it; removed once it is paid or fails.\n- register_email: the email you are registering with; removed when registration is complete.\n- booking_flow and the registration draft: your choices in a booking or registration in progress, so a reload loses nothing; removed when you close the tab.',
        },
        necessary: {
          title: 'Why no consent is asked',
          body: 'All of these are strictly necessary for the service you ask for: signing in, keeping your language and not losing a booking or registration on the way. The site cannot work without them, so they need no consent. They hold no tracking identifier and are never sent to third parties.',
        },
        thirdParty: {
          title: 'Payment pages',
          body: 'When you pay by card you are taken to the card provider’s page, which may set its own cookies under its own policy.',
        },
        control: {
          title: 'How to remove them',
          body: 'Logging out removes your sign-in. You can clear all of the site’s data at any time in your browser’s settings (site data or cookies); you will then need to log in and choose your language again.',
        },
        contact: {
          title: 'Contact',
          body: 'Questions about this policy: our data protection officer, dpo@self-storage.co.th.',
        },
      },
    },
  },
} as const;
