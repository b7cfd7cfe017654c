import type { offline as source } from '../en/offline.ts';
import type { Localized } from '../types.ts';

export const offline: Localized<typeof source> = {
  offline: {
    title: 'ไม่มีการเชื่อมต่อเครือข่าย',
    lastUpdated: 'แสดงข้อมูลการจองที่บันทึกไว้ในเครื่องนี้ ข้อมูลล่าสุดเมื่อ {{time}}',
  },
};
