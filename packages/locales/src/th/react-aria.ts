/**
 * Thai for the texts react-aria writes itself into the web app's date fields and calendar, which
 * it ships in 34 languages but not Thai. Mostly what only a screen reader speaks: an empty part of
 * a date, a day's label in the calendar, the popover's hidden close button. Keyed like react-aria's
 * own dictionaries (package, then key), each text with the placeholders of its English original;
 * the web app hands them to react-aria (`packages/web/src/shell/react-aria-strings.ts`).
 */

/** The placeholders' values, as react-aria's formatter passes them. */
type Arguments = Readonly<Record<string, string | number | boolean>> | undefined;
/** A text of react-aria's dictionaries: plain, or a function of its placeholders. */
export type ReactAriaText = string | ((args: Arguments) => string);

/** The placeholder `name` of a text, as react-aria passes it in. */
const arg = (args: Arguments, name: string): string => String(args?.[name] ?? '');

export const REACT_ARIA_TH = {
  '@react-aria/calendar': {
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    selectedDateDescription: (args) => `วันที่ที่เลือก: ${arg(args, 'date')}`,
    selectedRangeDescription: (args) => `ช่วงที่เลือก: ${arg(args, 'dateRange')}`,
    todayDate: (args) => `วันนี้ ${arg(args, 'date')}`,
    todayDateSelected: (args) => `วันนี้ ${arg(args, 'date')} เลือกไว้แล้ว`,
    dateSelected: (args) => `${arg(args, 'date')} เลือกไว้แล้ว`,
    startRangeSelectionPrompt: 'คลิกเพื่อเริ่มเลือกช่วงวันที่',
    finishRangeSelectionPrompt: 'คลิกเพื่อเลือกช่วงวันที่ให้เสร็จ',
    minimumDate: 'วันแรกที่เลือกได้',
    maximumDate: 'วันสุดท้ายที่เลือกได้',
    dateRange: (args) => `${arg(args, 'startDate')} ถึง ${arg(args, 'endDate')}`,
  },
  '@react-aria/datepicker': {
    era: 'ศักราช',
    year: 'ปี',
    month: 'เดือน',
    day: 'วัน',
    hour: 'ชั่วโมง',
    minute: 'นาที',
    second: 'วินาที',
    dayPeriod: 'ก่อนเที่ยง/หลังเที่ยง',
    calendar: 'ปฏิทิน',
    startDate: 'วันที่เริ่มต้น',
    endDate: 'วันที่สิ้นสุด',
    weekday: 'วันในสัปดาห์',
    timeZoneName: 'เขตเวลา',
    selectedDateDescription: (args) => `วันที่ที่เลือก: ${arg(args, 'date')}`,
    selectedRangeDescription: (args) => `ช่วงที่เลือก: ${arg(args, 'startDate')} ถึง ${arg(args, 'endDate')}`,
    selectedTimeDescription: (args) => `เวลาที่เลือก: ${arg(args, 'time')}`,
  },
  '@react-aria/overlays': {
    dismiss: 'ปิด',
  },
  '@react-aria/spinbutton': {
    Empty: 'ว่าง',
  },
  '@react-stately/datepicker': {
    rangeUnderflow: (args) => `ต้องเป็นวันที่ ${arg(args, 'minValue')} หรือหลังจากนั้น`,
    rangeOverflow: (args) => `ต้องเป็นวันที่ ${arg(args, 'maxValue')} หรือก่อนหน้านั้น`,
    rangeReversed: 'วันที่เริ่มต้นต้องมาก่อนวันที่สิ้นสุด',
    unavailableDate: 'เลือกวันที่นี้ไม่ได้',
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, ReactAriaText>>>>;
