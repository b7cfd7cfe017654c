import type { site as source } from '../en/site.ts';
import type { Localized } from '../types.ts';
import { WHOLE_WORDS } from './whole-words.ts';

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
    wholeWords: WHOLE_WORDS.join(' '),
  },
  a11y: {
    skipToContent: 'ข้ามไปยังเนื้อหาหลัก',
  },
  header: {
    logoAlt: 'โลโก้เซลฟ์สตอเรจ กลับสู่หน้าแรก',
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
      'เช่าห้องเก็บของ พื้นที่เก็บสต็อก หรือพื้นที่เก็บเอกสารส่วนตัว จองและชำระเงินออนไลน์ได้ในไม่กี่นาที เก็บของได้อย่างอุ่นใจ',
    featuresTitle: 'ทำไมต้องเก็บของกับเรา',
    features: {
      sizes: 'ห้องเก็บของ พื้นที่เก็บสต็อก และพื้นที่เก็บเอกสาร ขนาดตั้งแต่ 1 ถึง 30 ตร.ม.',
      access: 'เข้าออกได้ตลอด 24 ชั่วโมงด้วยคีย์การ์ดส่วนตัว',
      branches: '3 สาขาในกรุงเทพฯ ได้แก่ ไชน่าทาวน์ พระราม 3 และพระราม 4',
      security: 'กล้องวงจรปิดและระบบรักษาความปลอดภัยตลอด 24 ชั่วโมง',
      payment: 'จองและชำระเงินออนไลน์ผ่านพร้อมเพย์ ตู้คีออสก์ หรือบัตรเครดิต/เดบิต',
    },
    branchesTitle: 'สาขาของเรา',
    phoneLabel: 'โทร.',
    callBranch: 'โทรหาสาขา{{branch}} หมายเลข {{phone}}',
    branches: {
      chinatown: { name: 'ไชน่าทาวน์' },
      rama3: { name: 'พระราม 3' },
      rama4: { name: 'พระราม 4' },
    },
  },
  account: {
    email: 'อีเมล',
    emailPlaceholder: 'กรอกอีเมลของคุณ',
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
  },
};
