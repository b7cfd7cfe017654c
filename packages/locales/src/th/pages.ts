import { messages } from './messages.ts';
import { site } from './site.ts';

/** The texts any web page can show: the frame, the home page and error messages. */
export const pages = { ...site, ...messages };
