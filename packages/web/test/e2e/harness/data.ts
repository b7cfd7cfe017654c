import { randomUUID } from 'node:crypto';
import { thaiIdCheckDigit } from '@self-storage/core/forms';

/** A unique address per call, so tests never share an account. */
export const newEmail = (): string => `e2e-${randomUUID().slice(0, 12)}@example.com`;

/** A random 13-digit Thai ID card number with a correct check digit. */
export const validThaiId = (): string => {
  const first12 = `1${Array.from({ length: 11 }, () => Math.floor(Math.random() * 10)).join('')}`;
  return `${first12}${thaiIdCheckDigit(first12)}`;
};

/** A real 172×108 PNG drawn like an ID card, so previews in screenshots look the part. */
export const PNG_FIXTURE = {
  name: 'id-card.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAKwAAABsCAYAAAD32VlsAAADhUlEQVR4AezaQYrcMBBGYdMXyNVCFiHZDORI2QeyTMgi5DC5' +
      'TwKDvOjB0Lbakqqsb8AIN5aq6v2PWen27uXbPw8GWRy4Lf4QSESAsInC0uqyEJYFqQgQNlVcmiUsB4IQ2NcGYfdx8lUQAoQN' +
      'EoQ29hEg7D5OvgpCgLBBgtDGPgKE3cfJV0EIEDZIEFdu48zZCHsmTWc1J0DY5ogVOJMAYc+k6azmBAjbHLECZxIg7Jk0ndWc' +
      'AGGbI75ygf6zEbY/cxWfIEDYJ+DZ2p/A7e/Xl8WDQRYH/Ift/09CxScIEPYJeLb2J0DY/sxTVIzaJGGjJqOvTQKE3cTix6gE' +
      'CBs1GX1tEiDsJhY/RiVA2KjJ6GuTAGE3sVz5x9yzETZ3ftN1T9jpIs898GFhf/z6vWR6csej+7cEDgv79gDvCPQkQNietNV6' +
      'mgBhn0YY54AZOiFsSfn9py+Lpz2Dgrt6IWw1OhtHECDsCOpqVhMgbDU6G0cQIOwI6mpWEyBsNbqeG9VaCRC2kPjz8/viac+g' +
      '4K5eCFuNzsYRBAg7grqa1QQIW43OxhEECDuCuprVBAhbje6cjU45RoCwx3j5ejABwg4OQPljBAhbeLmptX1Tq+AJsxA2TBQa' +
      '2UOAsHso+SYMAcI2i8LBLQgQtgVVZzYjQNhmaB3cggBhC1U3tbZvahU8YRbCholCI3sIEHYPJd+EIUDYiihsGUeAsOPYq1xB' +
      'gLAV0GwZR4Cw49irXEGAsBXQbBlHgLCFvdta27e1enEpMTxcCHuHyEt0AoSNnpD+7ggQ9g6Hl+gECBs9If3dESDsHQ4v0QkQ' +
      'tiTkttb2ba1eXEoMD5dphH1IwgcpCBA2RUyaXAkQdiVhTUGAsCli0uRKgLArCWsKAoRNEZMmVwIXEHYdxToDAcKWlHvdSopS' +
      'p4ydbiFsusjmbpiwc+efbnrCpots7oYJO3f+6aYPLWw6mhpuToCwBXGvW0lR6pSx0y2ETRfZ3A0Tdu78001P2HSRzd3wYWE/' +
      'f/ywZHrmjvd60x8W9hwETkGgjgBh67jZNYgAYQeBV7aOAGHruNk1iABhB4FXto4AYeu42TWIwOnCDppD2UkIEHaSoK8yJmGv' +
      'kuQkcxB2kqCvMiZhr5LkJHMQdpKgrzLmAWGvMrI5MhMgbOb0JuydsBOGnnlkwmZOb8LeCTth6JlHJmzm9Cbs/VXYCec2clIC' +
      '/wEAAP//BPdGsgAAAAZJREFUAwCXcMWXGuL/zwAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The same picture as a real JPEG. */
export const JPG_FIXTURE = {
  name: 'certificate.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAA' +
      'AABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAA' +
      'ABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAA' +
      'AAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAA' +
      'AAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAA' +
      'AABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsK' +
      'CA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYV' +
      'FSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCABsAKwDASIAAhEB' +
      'AxEB/8QAGQABAQEBAQEAAAAAAAAAAAAAAAYFBwQD/8QAMBAAAQAHBwIGAwEBAQAAAAAAAAECBRZlo+IEBhESE1TRA6QUIURR' +
      'gsEVIjFhJEP/xAAYAQEBAQEBAAAAAAAAAAAAAAAAAQUDBP/EABoRAQACAwEAAAAAAAAAAAAAAAADEQETUSH/2gAMAwEAAhED' +
      'EQA/AMAAGyxQAAAAAAAAAAAAAAAAAAAAAAAAAAWLixORUHFiciosQeDfJ1o6I+I5xYnIqDixORUWIG+Tpoj4jnFicioOLE5F' +
      'RYgb5OmiPiOcWJyKg4sTkVFiBvk6aI+I5xYnIqDixORUWIG+Tpoj4jnFicioOLE5FRYgb5OmiPiOcWJyKg4sTkVFiBvk6aI+' +
      'I5xYnIqDixORUWIG+Tpoj4jnFicioOLE5FRYgb5OmiPiOcWJyKg4sTkVFiBvk6aI+I5xYnIqDixORUWIG+Tpoj4GJeP03y+j' +
      'bMS8fpvl9HJ1YoAKgAABakUWpMmEw2L3fi2p1rF4DV0sv762XHFVCf5lT7nif6F9xSUFsu8yrdal7TarLqdZfDMtqLoxwRgj' +
      'yQn2QfF02FsZq/JfD1iv9C+4pD/QvuKTadNhbGavyHTYWxmr8jw9Yr/QvuKQ/wBC+4pNp02FsZq/IdNhbGavyPD1iv8AQvuK' +
      'Q/0L7ik2nTYWxmr8h02FsZq/I8PWK/0L7ikP9C+4pNp02FsZq/IdNhbGavyPD1iv9C+4pNq7rf8AzniP+XQ0Mv8A6Zsccf8A' +
      'EewdNhbGavye1nMmwsvU8D0NLVwz/ustjhjh/Up90k8PXtAAUMS8fpvl9G2Yl4/TfL6AxQAVAAAC1IotSZMIS8l4WrYW7abN' +
      'ZbVp9FTLlV01E4YqoSnzSj3SZj2N3fSlODpwLZTmL2N3fSlOA9jd30pTg6cBZTmL2N3fSlOA9jd30pTg6cBZTmL2N3fSlOA9' +
      'jd30pTg6cBZTmL2N3fSlODpwBAAAUAAAxLx+m+X0bZiXj9N8voDFABUAAALUii1JkwhLyXeatubtptNlsup0V8uVbUURjgqh' +
      'CfJKfdBmOm3djNU5Lq2XhZVhtS9mtVq0+sphmV0104YoxR5oR7JPi9jC30pfgt5Kwi3Tbuxmqch027sZqnJaPYwt9KX4D2ML' +
      'fSl+BeSsIt027sZqnIdNu7GapyWj2MLfSl+A9jC30pfgXkrCLdNu7GapyHTbuxmqclo9jC30pfg+1jvCyrdalLNZbVqdZfHK' +
      'rproxwRinzSj2QLyVhCum3djNU5Dpt3YzVOTpwFlOYum3djNU5Dpt3YzVOTpwFlMu7dk69hYVms1qU0+spmzK4oThislKPNH' +
      '+JNQAihiXj9N8vo2wBFAtQLSkUC1AspFFqAFTDYuj+UanWtvj9LVy/po5sMFUI/uZHseJwYp29RaAWlItwYp29QcGKdvUWgF' +
      'lItwYp29QcGKdvUWgFlItwYp29R7WPdH8W1OjbfH6ulm/TRy44qpR/cyfcpwLKAAFAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAB/9k=',
    'base64',
  ),
};

/** A PNG-signed file just over the 2 MB limit, made at run time rather than kept in git. */
export const oversizedPng = () => ({
  name: 'too-big.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG_FIXTURE.buffer, Buffer.alloc(2 * 1024 * 1024 + 1024, 7)]),
});
