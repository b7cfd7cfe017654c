import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 2,
  name: 'promotion names in th and en, the language each customer registered in',
  sql: `
    ALTER TABLE promotions RENAME COLUMN name TO name_en;
    ALTER TABLE promotions ADD COLUMN name_th TEXT NOT NULL DEFAULT '';
    UPDATE promotions SET name_th = CASE code
      WHEN 'WELCOME10' THEN 'ส่วนลดต้อนรับ 10%'
      WHEN 'SAVE500' THEN 'ลด 500 บาท เมื่อค่าเช่าตั้งแต่ 3,000 บาท'
      WHEN 'EXPIRED2024' THEN 'ส่วนลดเปิดตัวปี 2024 20%'
      WHEN 'FUTURE2099' THEN 'ส่วนลดครบรอบปี 2099 15%'
      ELSE name_en END;
    ALTER TABLE bookings RENAME COLUMN promo_name TO promo_name_en;
    ALTER TABLE bookings ADD COLUMN promo_name_th TEXT;
    UPDATE bookings SET promo_name_th = (SELECT p.name_th FROM promotions p WHERE p.name_en = bookings.promo_name_en)
      WHERE promo_name_en IS NOT NULL;
    UPDATE bookings SET promo_name_th = promo_name_en WHERE promo_name_en IS NOT NULL AND promo_name_th IS NULL;
    ALTER TABLE customers ADD COLUMN language TEXT NOT NULL DEFAULT 'th' CHECK (language IN ('th', 'en'));
  `,
};
