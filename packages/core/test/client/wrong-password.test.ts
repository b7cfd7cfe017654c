import { describe, expect, it } from 'vitest';
import { isWrongPassword, SelfStorageError } from '../../src/errors.ts';

describe('isWrongPassword', () => {
  it('is a refused password (401), not an ended session nor any other refusal', () => {
    const refused = (code: 'rejected' | 'session_expired', responseCode: number) =>
      new SelfStorageError({ code, key: 'changePassword.changeErrorGeneral', responseCode });
    expect(isWrongPassword(refused('rejected', 401))).toBe(true);
    expect(isWrongPassword(refused('session_expired', 401))).toBe(false);
    expect(isWrongPassword(refused('rejected', 400))).toBe(false);
    expect(isWrongPassword(new Error('401'))).toBe(false);
  });
});
