/*
 * Apart from the rest of the dates: the web app's JSX runtime, on every page's first load, finds
 * written dates with this and needs nothing else of them.
 */

/**
 * A date as `formatDate` writes it, in either language (`7 ม.ค. 2570`, `7 Jan 2027`): day, a
 * month's short name, year. A page keeps each on one line, as a reader takes it for one word.
 */
export const DISPLAY_DATE = /\d{1,2} [^\s\d]{3,5} \d{4}/;
