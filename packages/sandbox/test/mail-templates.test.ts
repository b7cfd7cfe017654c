import { describe, expect, it } from 'vitest';
import { files, read } from './support/import-graph.ts';

/** Every mail the sandbox sends is written by one template of src/mail/templates, in both languages. */
describe('mail templates', () => {
  const templates = files().filter((file) => file.startsWith('mail/templates/'));

  it('are the only code composing a mail', () => {
    const composing = files().filter(
      (file) =>
        /\bcomposeMail\(/.test(read(file)) &&
        !file.startsWith('mail/templates/') &&
        file !== 'mail/customer-mail.ts',
    );
    expect(composing).toEqual([]);
  });

  it("each write Thai and English through the branded layout, in the locales' mail texts", () => {
    expect(templates.length).toBeGreaterThan(10);
    for (const file of templates) {
      const source = read(file);
      expect(source, file).toMatch(/\bcomposeMail\(/);
      expect(source, file).toMatch(/'server\.mail\./);
    }
  });
});
