import type { mail as source } from '../../en/server/mail.ts';
import type { Localized } from '../../types.ts';

export const mail: Localized<typeof source> = {
  newPassword: {
    subject: 'รหัสผ่านใหม่ของคุณ',
    body: 'มีการขอรหัสผ่านใหม่สำหรับบัญชีเช่าห้องเก็บของของคุณ รหัสผ่านใหม่คือ: {{password}}\nใช้ได้ครั้งเดียวภายใน 30 นาที เมื่อเข้าสู่ระบบด้วยรหัสนี้ รหัสผ่านเดิมจะใช้ไม่ได้อีก จากนั้นกรุณาเปลี่ยนรหัสผ่านที่เมนูเปลี่ยนรหัสผ่าน\nหากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมยังใช้ได้ตามปกติ',
  },
  actions: {
    logIn: 'เข้าสู่ระบบ',
    bookUnit: 'เริ่มจองห้อง',
    viewBooking: 'ดูการจอง',
    payBooking: 'ชำระการจอง {{bookingNumber}}',
    seeBooking: 'ดูการจอง',
    payForBooking: 'ชำระเงินสำหรับการจองนี้',
    payBill: 'ชำระงวดที่ {{installmentNo}}',
  },
  moveOutWithdrawn: {
    noticeHadCancelledBill: 'การแจ้งย้ายออกไม่ได้ยกเลิกบิลใด บิลของคุณจึงเป็นไปตามเดิม',
    due: '• {{amount}} ครบกำหนด {{due}}',
    moveOutNoticeWithdrawn: 'ยกเลิกการแจ้งย้ายออก การจอง {{bookingNumber}}',
    noticeWithdrawnRentalEnds: 'ยกเลิกการแจ้งย้ายออกแล้ว การเช่าห้องของคุณสิ้นสุดวันที่ {{end}} ตามเดิม',
    billsDueAgain: 'บิลที่ถูกยกเลิกเมื่อแจ้งย้ายออกกลับมาตามกำหนดเดิม {{count}} รายการ\n{{lines}}',
    billDueAgain: 'บิลที่ถูกยกเลิกเมื่อแจ้งย้ายออกกลับมาตามกำหนดเดิม 1 รายการ\n{{lines}}',
  },
  welcome: {
    welcomeSelfStorage: 'ยินดีต้อนรับสู่บริการเช่าพื้นที่จัดเก็บของ',
    accountReadyLogEmail: 'บัญชีของคุณพร้อมใช้งานแล้ว เข้าสู่ระบบด้วยอีเมลนี้และรหัสผ่านที่ตั้งไว้ได้ทันที',
    whatDoNextChoose:
      'สิ่งที่ทำได้ต่อจากนี้: เลือกสาขา วันที่เริ่มเช่า และห้องขนาด 1 ถึง 30 ตารางเมตร ดูราคาพร้อมโปรโมชันก่อนยืนยัน แล้วชำระผ่านพร้อมเพย์ ตู้คีออสก์ หรือบัตรเครดิต การจองทั้งหมดของคุณดูได้ที่หน้าประวัติการจอง',
    companiesPayNetWithholding:
      'สำหรับนิติบุคคล: เลือกชำระสุทธิหลังหักภาษี ณ ที่จ่ายได้ที่หน้าสรุปการจอง และขอใบกำกับภาษีเต็มรูปได้จากหน้ารายละเอียดการจอง',
    ourBranches: 'สาขาของเรา',
    branch: 'สาขา{{name}}\n{{address}}\nโทร {{phone}}',
  },
  creditNote: {
    refundBookingCreditNote: 'คืนเงิน {{amount}} การจอง {{bookingNumber}} ใบลดหนี้ {{number}}',
    weHaveRefundedMoved:
      'เราคืนเงิน {{amount}} ให้คุณแล้ว ตามการย้ายออกเมื่อวันที่ {{moveOut}} สำหรับค่าเช่าของเดือนที่ยังไม่เริ่มซึ่งชำระไว้แล้ว',
    creditNoteAttachedReduces:
      'ใบลดหนี้เลขที่ {{number}} แนบมากับอีเมลนี้ ใบลดหนี้นี้ลดยอดตามใบเสร็จหรือใบกำกับภาษีของค่าเช่าที่ชำระล่วงหน้า',
    paidBackDepositCarries: '{{name}} {{back}} คืนให้พร้อมกัน (เงินมัดจำไม่มีภาษีมูลค่าเพิ่ม จึงไม่อยู่ในใบลดหนี้)',
  },
  extensionRequested: {
    extensionBooking: 'ต่ออายุการจอง {{bookingNumber}}',
    askedExtendBooking: 'คุณขอต่ออายุการจอง {{bookingNumber}} ถึงวันที่ {{end}} ราคา {{total}}',
    amountPayNowPlease: 'ยอดชำระตอนนี้: {{now}} กรุณาชำระภายใน {{deadline}} มิฉะนั้นการต่ออายุจะถูกยกเลิก',
  },
  billReminders: {
    billDue: 'งวดที่ {{installmentNo}} ครบกำหนด {{due}} ยอด {{amount}}',
    payLinkBelowQr:
      'ชำระได้ทางลิงก์ด้านล่าง (คิวอาร์โค้ดหรือบัตร) หรือที่ตู้คีออสก์ด้วยหมายเลขอ้างอิง {{kioskReference}} ซึ่งชำระทุกงวดที่ครบกำหนดแล้ว',
    pleasePayByFrom:
      'กรุณาชำระภายในวันที่ {{payBy}} มิฉะนั้นจะระงับสิทธิ์การเข้าใช้ห้องตั้งแต่วันที่ {{from}} จนกว่าจะชำระครบ ของของคุณยังอยู่ในห้อง',
    billBookingDueToday: 'งวดที่ {{installmentNo}} ของการจอง {{bookingNumber}} ครบกำหนดวันนี้',
    billDueToday: 'งวดที่ {{installmentNo}} ยอด {{amount}} ครบกำหนดชำระวันนี้ ({{due}})',
    billBookingOverdue: 'งวดที่ {{installmentNo}} ของการจอง {{bookingNumber}} เลยกำหนดชำระแล้ว',
    billDueUnpaid: 'งวดที่ {{installmentNo}} ยอด {{amount}} ครบกำหนดเมื่อ {{due}} และยังไม่ได้ชำระ',
    owed: 'ยอดค้างชำระ {{sum}}: {{bills}}',
  },
  accessSuspended: {
    bookingSuspended: 'การจอง {{bookingNumber}} ถูกระงับ',
    billDuePaidWithin:
      'งวดที่ {{installmentNo}} ครบกำหนดเมื่อ {{due}} และไม่ได้ชำระภายใน {{graceDays}} วัน จึงระงับสิทธิ์การเข้าใช้ห้องตั้งแต่วันที่ {{from}} ห้องยังคงเป็นของคุณและของของคุณยังอยู่ในห้อง',
    accessRestoredSoonEverything: 'เมื่อชำระงวดที่เลยกำหนดครบแล้ว สิทธิ์การเข้าใช้จะกลับคืนทันที',
    underOurTermsUse:
      'ตามข้อกำหนดการใช้บริการ หากยังค้างชำระหลังวันที่ {{removal}} ({{removalDays}} วันหลังการระงับ) เราอาจขนย้ายทรัพย์สินออกโดยคุณเป็นผู้รับผิดชอบค่าใช้จ่ายเมื่อได้แจ้งเป็นหนังสือแล้ว ตามที่กฎหมายไทยอนุญาต',
    accessBookingRestored: 'สิทธิ์การเข้าใช้ห้องของการจอง {{bookingNumber}} กลับคืนแล้ว',
    thankPayingWhatOverdue: 'ขอบคุณที่ชำระงวดที่ค้าง สิทธิ์การเข้าใช้ห้องกลับคืนแล้ว คีย์การ์ดของคุณใช้งานได้ตามปกติ',
  },
  alreadyRegistered: {
    emailAlreadyAccount: 'อีเมลนี้มีบัญชีอยู่แล้ว',
    someoneAskedCodeRegister:
      'มีผู้ขอรหัสยืนยันเพื่อลงทะเบียนด้วยอีเมลนี้ แต่อีเมลนี้มีบัญชีอยู่แล้ว หากเป็นคุณ กรุณาเข้าสู่ระบบ หรือขอรหัสผ่านใหม่ หากไม่ใช่คุณ ไม่ต้องทำอะไร',
  },
  detailsChanged: {
    accountDetailsWereChanged: 'ข้อมูลบัญชีของคุณถูกแก้ไข',
    namePhoneOrAddress:
      'ชื่อ เบอร์โทรศัพท์ หรือที่อยู่ในบัญชีของคุณเพิ่งถูกแก้ไข หากคุณไม่ได้แก้ไขเอง กรุณาเปลี่ยนรหัสผ่านและติดต่อเจ้าหน้าที่',
  },
  extensionConfirmed: {
    bookingExtended: 'ต่ออายุการจอง {{bookingNumber}} แล้ว',
    extensionConfirmedRentalNow: 'การต่ออายุได้รับการยืนยันแล้ว การเช่าห้องของคุณสิ้นสุดวันที่ {{end}}',
  },
  moveOutNotice: {
    moveOutNoticeBooking: 'ยืนยันการแจ้งย้ายออก การจอง {{bookingNumber}}',
    weHaveNoticeRental:
      'เราได้รับการแจ้งย้ายออกแล้ว การเช่าห้องของคุณจะสิ้นสุดวันที่ {{date}} กรุณานำของออกและคืนคีย์การ์ดภายในวันนั้น',
    billDueCancelled: 'ยกเลิกบิลที่ {{installmentNo}} (ครบกำหนด {{dueDate}})',
    willRefundedDayAfter: 'ยอดคืนเงิน {{refund}} จะคืนให้ในวันที่ {{refundOn}} (วันถัดจากวันย้ายออก) พร้อมใบลดหนี้ทางอีเมล',
    keyCardDepositReturned: 'ค่ามัดจำคีย์การ์ด {{deposit}} จะคืนให้ในวันที่ {{refundOn}} เมื่อคืนคีย์การ์ดแล้ว',
    stillPay: 'ยอดที่ยังต้องชำระ {{owed}}',
    ifChangeMindWithdraw: 'หากเปลี่ยนใจ ยกเลิกการแจ้งย้ายออกได้จนถึงวันที่ {{date}}',
  },
  bookingCreated: {
    bookingCreated: 'สร้างการจอง {{bookingNumber}} แล้ว',
    thankBookingUsBooking: 'ขอบคุณที่จองกับเรา หมายเลขการจองของคุณคือ {{bookingNumber}}',
    amountPayNowBooking: 'ยอดชำระวันนี้: {{now}} (ยอดรวมการจอง {{total}})',
    billDue: 'งวดที่ {{i}}: {{amount}} ครบกำหนด {{due}}',
    pleasePayByOr: 'กรุณาชำระภายใน {{deadline}} มิฉะนั้นห้องจะถูกปล่อยให้ผู้อื่นจอง',
    payAtKioskReference: 'ชำระที่ตู้คีออสก์ด้วยหมายเลขอ้างอิง {{kioskReference}}',
    branch: 'สาขา{{name}}{{address}}{{phone}}',
    branchAddress: ' {{address}}',
    branchPhone: ' โทร {{phone}}',
    unit: 'ห้อง {{name}} อาคาร {{building}} ชั้น {{floor}} ({{group}} {{size}})',
    period: 'ระยะเวลาเช่า {{from}} ถึง {{to}}',
  },
  marketingChoice: {
    marketingMail: 'การรับข่าวสารทางอีเมล',
    choseReceiveNewsOffers: 'คุณเลือกรับข่าวสารและข้อเสนอทางอีเมลแล้ว ยกเลิกได้ทุกเมื่อที่หน้าบัญชีของฉัน',
    stoppedNewsOffersBy: 'คุณยกเลิกการรับข่าวสารและข้อเสนอทางอีเมลแล้ว เราจะไม่ส่งให้อีก',
  },
  autopayFailed: {
    reasons: {
      declined: 'ธนาคารผู้ออกบัตรปฏิเสธรายการ',
      insufficient_funds: 'วงเงินหรือยอดเงินในบัตรไม่พอ',
      expired: 'บัตรหมดอายุแล้ว',
      authentication_required: 'ธนาคารต้องการให้คุณยืนยันตัวตนสำหรับรายการนี้',
    },
    autopayCouldPayBill: 'ตัดบัตรอัตโนมัติไม่สำเร็จ: งวดที่ {{installmentNo}} ของการจอง {{bookingNumber}}',
    weCouldChargeBill:
      'เราตัดบัตร {{card}} สำหรับงวดที่ {{installmentNo}} ยอด {{amount}} (ครบกำหนด {{due}}) ไม่สำเร็จ เนื่องจาก{{reason}}',
    weWillTryCard: 'เราจะลองตัดบัตรอีกครั้งในวันที่ {{retry}} หรือชำระเองได้ทันทีทางลิงก์ด้านล่าง (คิวอาร์โค้ดหรือบัตร)',
    thatLastTryPlease: 'การลองตัดบัตรครบแล้ว กรุณาชำระทางลิงก์ด้านล่าง (คิวอาร์โค้ดหรือบัตร)',
    unpaidAccessUnitSuspended: 'หากยังไม่ได้ชำระ จะระงับสิทธิ์การเข้าใช้ห้องตั้งแต่วันที่ {{suspend}} ของของคุณยังอยู่ในห้อง',
  },
  signedOutEverywhere: {
    signedOutEverywhere: 'ออกจากระบบทุกอุปกรณ์แล้ว',
    accountSignedOutEvery: 'บัญชีของคุณออกจากระบบในทุกอุปกรณ์แล้ว',
  },
  verificationCode: {
    verificationCode: 'รหัสยืนยันของคุณ',
    selfStorageVerificationCode:
      'รหัสยืนยันบัญชีเช่าห้องเก็บของของคุณคือ {{code}}\nรหัสนี้ใช้ได้ 10 นาที หากคุณไม่ได้ขอรหัสนี้ โปรดละเว้นอีเมลนี้',
  },
  paymentReceived: {
    access:
      'วิธีเข้าใช้บริการ: รับคีย์การ์ดได้ที่สาขา โดยนำบัตรประชาชนหรือหนังสือเดินทางที่ใช้ลงทะเบียนมาด้วย เข้าใช้ห้องได้ตลอด 24 ชั่วโมง',
    companyAccess:
      'วิธีเข้าใช้บริการ: กรรมการผู้มีอำนาจของบริษัท หรือผู้รับมอบอำนาจพร้อมหนังสือมอบอำนาจจากบริษัท รับคีย์การ์ดได้ที่สาขา โดยนำบัตรประชาชนหรือหนังสือเดินทางของตนมาด้วย เข้าใช้ห้องได้ตลอด 24 ชั่วโมง',
    attached: 'ใบเสร็จรับเงินแนบมากับอีเมลนี้',
    paymentReceivedBooking: 'ได้รับชำระเงินสำหรับการจอง {{number}}',
    withholding:
      'หักภาษี ณ ที่จ่าย {{rate}}% ของ {{base}} (ยอดก่อนภาษีมูลค่าเพิ่ม): {{gross}} − {{withheld}} = ชำระสุทธิ {{net}}\nกรุณาอัปโหลดหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ภายในวันที่ {{due}}',
    bill: 'งวดที่ {{n}} จาก {{of}} สำหรับ {{start}} – {{end}}: {{amount}}',
    extensionBill: 'การต่ออายุ งวดที่ {{n}} จาก {{of}} สำหรับ {{start}} – {{end}}: {{amount}}',
    received: 'เราได้รับชำระเงิน {{amount}} สำหรับการจอง {{number}} เมื่อ {{at}}',
    confirmed: 'การจองของคุณได้รับการยืนยันแล้ว',
  },
  layout: {
    brand: 'เซลฟ์สตอเรจ',
    greeting: 'เรียน คุณ{{name}}',
    greetingCompany: 'เรียน {{name}}',
    greetingNoName: 'เรียน ลูกค้า',
    signOff: 'ขอบคุณที่ใช้บริการ\nทีมงาน{{brand}}',
  },
};
