import type { site as source } from '../en/site.ts';
import type { Localized } from '../types.ts';

// \u2060 (word joiner) between the letters of a loanword keeps it whole on a narrow screen
// (th/whole-words.ts); written out here since these texts are on the home page's first load.
export const site: Localized<typeof source> = {
  common: {
    appName: 'จองห้องเก็บของ',
    sending: 'กำลังส่งข้อมูล…',
    loading: 'กำลังโหลด…',
    close: 'ปิด',
    next: 'ถัดไป',
    back: 'ย้อนกลับ',
    retry: 'ลองอีกครั้ง',
    errorTitle: 'เกิดข้อผิดพลาด',
    backToLogin: 'กลับไปหน้าเข้าสู่ระบบ',
    stepOf: 'ขั้นตอนที่ {{current}} จาก {{total}}',
  },
  a11y: {
    skipToContent: 'ข้ามไปยังเนื้อหาหลัก',
  },
  header: {
    logoAlt: 'โลโก้ห้องเก็บของ กลับสู่หน้าแรก',
    language: 'ภาษา',
    userMenu: 'เมนูบัญชีผู้ใช้',
    bookService: 'จองบริการ',
    bookingHistory: 'ประวัติการจอง',
    logout: 'ออกจากระบบ',
  },
  footer: {
    copyright: '© {{year}} เซลฟ์สตอเรจ สงวนลิขสิทธิ์',
    termsOfUse: 'ข้อกำหนดการใช้งาน',
    privacyPolicy: 'นโยบายความเป็นส่วนตัว',
    cookiePolicy: 'นโยบายคุกกี้',
    legalLinks: 'ข้อมูลทางกฎหมาย',
    followUs: 'ติดตามเรา',
    socialLink: '{{network}} (เปิดในแท็บใหม่)',
  },
  home: {
    title: 'ห้องเก็บของส่วนตัว ใจกลางกรุงเทพฯ',
    description:
      'เช่าห้องเก็บของ พื้นที่เก็บส\u2060ต็\u2060อ\u2060ก หรือพื้นที่เก็บเอกสารส่วนตัว จองและชำระเงินอ\u2060อ\u2060น\u2060ไ\u2060ล\u2060น์ได้ในไม่กี่นาที เก็บของได้อย่างอุ่นใจ',
    featuresTitle: 'ทำไมต้องเก็บของกับเรา',
    features: {
      sizes: 'ห้องเก็บของ พื้นที่เก็บส\u2060ต็\u2060อ\u2060ก และพื้นที่เก็บเอกสาร ขนาดตั้งแต่ 1 ถึง 30 ตร.ม.',
      access: 'เข้าออกได้ตลอด 24 ชั่วโมงด้วยคี\u2060ย์\u2060ก\u2060า\u2060ร์\u2060ดส่วนตัว',
      branches:
        '3 สาขาในกรุงเทพฯ ได้แก่ ไ\u2060ช\u2060น่\u2060า\u2060ท\u2060า\u2060ว\u2060น์ พระราม 3 และพระราม 4',
      security: 'กล้องวงจรปิดและระบบรักษาความปลอดภัยตลอด 24 ชั่วโมง',
      payment:
        'จองและชำระเงินอ\u2060อ\u2060น\u2060ไ\u2060ล\u2060น์ผ่านพ\u2060ร้\u2060อ\u2060ม\u2060เ\u2060พ\u2060ย์ ตู้คี\u2060อ\u2060อ\u2060ส\u2060ก์ หรือบัตรเ\u2060ค\u2060ร\u2060ดิ\u2060ต/เ\u2060ด\u2060บิ\u2060ต',
    },
    branchesTitle: 'สาขาของเรา',
    phoneLabel: 'โทร.',
    callBranch: 'โทรหาสาขา{{branch}} หมายเลข {{phone}}',
    branches: {
      chinatown: { name: 'ไ\u2060ช\u2060น่\u2060า\u2060ท\u2060า\u2060ว\u2060น์' },
      rama3: { name: 'พระราม 3' },
      rama4: { name: 'พระราม 4' },
    },
  },
  account: {
    email: 'อี\u2060เ\u2060ม\u2060ล',
    emailPlaceholder: 'กรอกอี\u2060เ\u2060ม\u2060ลของคุณ',
    password: 'รหัสผ่าน',
    passwordPlaceholder: 'กรอกรหัสผ่าน',
    showPassword: 'แสดงรหัสผ่าน',
    oldPassword: 'รหัสผ่านปัจจุบัน',
    oldPasswordPlaceholder: 'กรอกรหัสผ่านปัจจุบัน',
    newPassword: 'รหัสผ่านใหม่',
    newPasswordPlaceholder: 'กรอกรหัสผ่านใหม่',
    confirmPassword: 'ยืนยันรหัสผ่าน',
    confirmPasswordPlaceholder: 'กรอกรหัสผ่านอีกครั้ง',
  },
  login: {
    title: 'เข้าสู่ระบบ',
    subtitle: 'เข้าสู่ระบบเพื่อจองและจัดการพื้นที่เก็บของของคุณ',
    submit: 'เข้าสู่ระบบ',
    forgotPassword: 'ลืมรหัสผ่าน?',
    changePassword: 'เปลี่ยนรหัสผ่าน',
    noAccount: 'ยังไม่มีบัญชี?',
    register: 'ลงทะเบียน',
    failed: 'เข้าสู่ระบบไม่สำเร็จ กรุณาตรวจสอบชื่อผู้ใช้และรหัสผ่าน',
    loginAgain: 'เพื่อความปลอดภัย กรุณาเข้าสู่ระบบอีกครั้ง',
  },
};
