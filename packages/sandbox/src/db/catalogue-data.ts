import { BRANCH_PHONES } from '@self-storage/core';

/** The catalogue the sandbox starts with: fixed, so ids and prices are the same on every start. */

/** Phones from core's directory, the list the home page shows. */
export const BRANCHES = [
  {
    id: 1,
    name_th: 'ไชน่าทาวน์',
    name_en: 'Chinatown',
    phone: BRANCH_PHONES.chinatown,
    ratePercent: 110,
    address_th: '215 ถนนเยาวราช แขวงสัมพันธวงศ์ เขตสัมพันธวงศ์ กรุงเทพฯ 10100',
    address_en: '215 Yaowarat Road, Samphanthawong, Bangkok 10100',
  },
  {
    id: 2,
    name_th: 'พระราม 3',
    name_en: 'Rama 3',
    phone: BRANCH_PHONES.rama3,
    ratePercent: 100,
    address_th: '88 ถนนพระรามที่ 3 แขวงบางโคล่ เขตบางคอแหลม กรุงเทพฯ 10120',
    address_en: '88 Rama 3 Road, Bang Khlo, Bang Kho Laem, Bangkok 10120',
  },
  {
    id: 3,
    name_th: 'พระราม 4',
    name_en: 'Rama 4',
    phone: BRANCH_PHONES.rama4,
    ratePercent: 105,
    address_th: '1450 ถนนพระรามที่ 4 แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110',
    address_en: '1450 Rama 4 Road, Khlong Toei, Bangkok 10110',
  },
] as const;

/** A branch's phone and address, fixed with the catalogue: what a booking's `project` carries. */
export const branchContact = (
  branchId: number,
): { phone: string; address_th: string; address_en: string } | undefined => {
  const branch = BRANCHES.find((b) => b.id === branchId);
  return branch && { phone: branch.phone, address_th: branch.address_th, address_en: branch.address_en };
};

export const GROUPS = [
  {
    id: 1,
    name_th: 'ห้องเก็บของ',
    name_en: 'Storage room',
    building: 'A',
    height: 2.4,
    bahtPerSqm: 900,
    areas: [1, 2, 3, 4, 6, 9, 12, 15, 20, 25, 30],
    unitsPerSize: 8,
  },
  {
    id: 2,
    name_th: 'พื้นที่เก็บสต็อก',
    name_en: 'Stock space',
    building: 'B',
    height: 3,
    bahtPerSqm: 700,
    areas: [2, 4, 6, 9, 12, 20, 30],
    unitsPerSize: 6,
  },
  {
    id: 3,
    name_th: 'พื้นที่เก็บเอกสาร',
    name_en: 'Document space',
    building: 'C',
    height: 2.2,
    bahtPerSqm: 1000,
    areas: [1, 2, 3, 4, 6],
    unitsPerSize: 6,
  },
] as const;

/** Length and depth in metres of each area in square metres. */
export const FOOTPRINTS: Readonly<Record<number, readonly [number, number]>> = {
  1: [1, 1],
  2: [2, 1],
  3: [2, 1.5],
  4: [2, 2],
  6: [3, 2],
  9: [3, 3],
  12: [4, 3],
  15: [5, 3],
  20: [5, 4],
  25: [5, 5],
  30: [6, 5],
};

/**
 * Monthly rent in satang: the group's baht per sqm times the area, 1% cheaper per sqm for each
 * sqm above one, times the branch's rate, rounded to 10 baht.
 */
export const monthlyRateSatang = (bahtPerSqm: number, area: number, ratePercent: number): number =>
  Math.round((bahtPerSqm * area * (101 - area) * ratePercent) / 100_000) * 1000;

export const PROMOTIONS = [
  {
    code: 'WELCOME10',
    name_th: 'ส่วนลดต้อนรับ 10%',
    name_en: 'Welcome 10% off',
    kind: 'percent',
    value: 10,
    minRentSatang: 0,
    validFrom: '2024-01-01',
    validTo: '2099-12-31',
  },
  {
    code: 'SAVE500',
    name_th: 'ลด 500 บาท เมื่อค่าเช่าตั้งแต่ 3,000 บาท',
    name_en: '500 baht off a rent of 3,000 baht or more',
    kind: 'fixed',
    value: 50_000,
    minRentSatang: 300_000,
    validFrom: '2024-01-01',
    validTo: '2099-12-31',
  },
  {
    code: 'EXPIRED2024',
    name_th: 'ส่วนลดเปิดตัวปี 2024 20%',
    name_en: '2024 launch 20% off',
    kind: 'percent',
    value: 20,
    minRentSatang: 0,
    validFrom: '2024-01-01',
    validTo: '2024-12-31',
  },
  {
    code: 'FUTURE2099',
    name_th: 'ส่วนลดครบรอบปี 2099 15%',
    name_en: '2099 anniversary 15% off',
    kind: 'percent',
    value: 15,
    minRentSatang: 0,
    validFrom: '2099-01-01',
    validTo: '2099-12-31',
  },
] as const;

export const EXTRA_FEES = [
  { name_th: 'ค่ามัดจำคีย์การ์ด', name_en: 'Key card deposit', amountSatang: 50_000, deposit: true },
  {
    name_th: 'ค่าธรรมเนียมและประกันภัย',
    name_en: 'Admin and insurance fee',
    amountSatang: 20_000,
    deposit: false,
  },
] as const;

export const DEMO_CUSTOMER = {
  email: 'demo@example.com',
  password: 'Demo-1234',
  firstname: 'Somchai',
  lastname: 'Jaidee',
  fullAddress: '123 Charoen Krung Road, Samphanthawong, Bangkok 10100',
  phone: '0812345678',
  personId: '1101700203450',
} as const;
