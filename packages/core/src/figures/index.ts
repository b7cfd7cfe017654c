export * from './bill-plan.ts';
export * from './booking.ts';
export * from './names.ts';
export * from './quote.ts';
