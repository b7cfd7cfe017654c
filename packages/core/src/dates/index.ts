export * from './booking-window.ts';
export * from './calendar.ts';
export * from './display.ts';
