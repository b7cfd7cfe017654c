import type { cliAccess as source } from '../en/cli-access.ts';
import type { Localized } from '../types.ts';

export const cliAccess: Localized<typeof source> = {
  title: 'ประวัติการเข้าออกของการจอง {{booking}}',
  none: 'ยังไม่มีการใช้บัตรผ่านของการเช่านี้ที่ประตู',
  time: 'เวลา',
  branch: 'สาขา',
  pass: 'บัตรผ่าน',
  method: 'วิธี',
  result: 'ผล',
  owner: '{{name}} (ผู้เช่า)',
  share: '{{name}} (ผู้รับสิทธิ์)',
  granted: 'อนุญาต',
  denied: 'ไม่อนุญาต: {{reason}}',
  scanned: '{{result}} ที่สาขา {{branch}}',
};
