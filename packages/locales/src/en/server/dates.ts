/** Dates and times as the server's mails and pages write them. */
export const dates = {
  dateTime: '{{date}}, {{time}} (Bangkok time)',
} as const;
