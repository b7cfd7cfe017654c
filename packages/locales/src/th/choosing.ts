import type { choosing as source } from '../en/choosing.ts';
import type { Localized } from '../types.ts';

export const choosing: Localized<typeof source> = {
  sizeOption: {
    area: '{{area}} ตร.ม.',
    priceFrom: 'เริ่มต้น {{amount}} บาท/เดือน',
  },
  unitPlace: {
    buildingFloor: 'อาคาร {{building}} ชั้น {{floor}}',
    building: 'อาคาร {{building}}',
    floor: 'ชั้น {{floor}}',
  },
  sizeGuide: {
    open: 'คู่มือเลือกขนาด: เก็บอะไรได้บ้าง',
    title: 'แต่ละขนาดเก็บอะไรได้บ้าง',
    intro: 'เป็นการประมาณคร่าว ๆ ของที่เก็บได้จริงขึ้นอยู่กับการจัดวางด้วย',
    upTo: 'ไม่เกิน {{area}} ตร.ม.',
    offered: 'ในประเภทบริการที่เลือก:',
    close: 'ปิดคู่มือเลือกขนาด',
    boxes: {
      title: 'กล่องไม่กี่ใบ',
      fits: 'กล่องขนย้ายประมาณ 15 ใบ กระเป๋าเดินทาง เสื้อผ้าตามฤดูกาล อุปกรณ์กีฬา หรือเอกสาร',
    },
    motorbike: {
      title: 'รถมอเตอร์ไซค์',
      fits: 'รถมอเตอร์ไซค์หนึ่งคันหรือจักรยานสองคัน หรือของในห้องสตูดิโอ เช่น ที่นอน โต๊ะทำงาน และกล่อง',
    },
    condo: {
      title: 'คอนโดหนึ่งห้องนอน',
      fits: 'เฟอร์นิเจอร์ของคอนโดหนึ่งห้องนอน เช่น เตียง โซฟา ตู้เย็น เครื่องซักผ้า และกล่อง',
    },
    house: {
      title: 'บ้านหนึ่งหลัง',
      fits: 'ของทั้งบ้านขนาดสองถึงสามห้องนอน หรือสินค้าและอุปกรณ์ของร้านค้าขนาดเล็ก',
    },
  },
  calendar: {
    placeholder: 'วว/ดด/ปปปป',
    open: 'เลือก{{field}}จากปฏิทิน',
    previous: 'เดือนก่อนหน้า',
    next: 'เดือนถัดไป',
  },
};
