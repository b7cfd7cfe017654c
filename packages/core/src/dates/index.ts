/**
 * Calendar dates in Bangkok time: today, the booking window, day counts, the countdown
 * and display formats.
 *
 * @module @self-storage/core/dates
 */
export * from './booking-window.ts';
export * from './calendar.ts';
export * from './countdown.ts';
export * from './date-time.ts';
export * from './display.ts';
export * from './display-date.ts';
export * from './durations.ts';
export * from './server-clock.ts';
export * from './year.ts';
