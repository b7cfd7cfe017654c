import type { Store } from '../db/store.ts';
import { columns, integer, maybe, nullable, oneOf, text } from './row.ts';

/** Table `access_passes`: the owner's pass of a rental and the passes shared from it. */

const parsePass = columns({
  id: integer,
  booking_id: integer,
  kind: oneOf(['owner', 'share'] as const),
  holder_name: text,
  phone: nullable(text),
  start_date: nullable(text),
  end_date: nullable(text),
  sealed_secret: text,
  revoked_at: nullable(integer),
  created_at: integer,
});
export type PassRow = ReturnType<typeof parsePass>;

const SELECT = `SELECT id, booking_id, kind, holder_name, phone, start_date, end_date, sealed_secret, revoked_at,
  created_at FROM access_passes`;

export interface NewPass {
  bookingId: number;
  kind: PassRow['kind'];
  holderName: string;
  phone: string | null;
  startDate: string | null;
  endDate: string | null;
  sealedSecret: string;
  pinDigest: string;
  tokenDigest: string | null;
  at: number;
}

export const insertPass = (store: Store, p: NewPass): PassRow => {
  const { lastInsertRowid } = store.run(
    `INSERT INTO access_passes (booking_id, kind, holder_name, phone, start_date, end_date, sealed_secret,
       pin_digest, token_digest, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    p.bookingId,
    p.kind,
    p.holderName,
    p.phone,
    p.startDate,
    p.endDate,
    p.sealedSecret,
    p.pinDigest,
    p.tokenDigest,
    p.at,
  );
  return findPass(store, lastInsertRowid) as PassRow;
};

export const pinDigestTaken = (store: Store, digest: string): boolean =>
  store.get('SELECT 1 FROM access_passes WHERE pin_digest = ?', digest) !== undefined;

export const findPass = (store: Store, id: number): PassRow | undefined =>
  maybe(parsePass, store.get(`${SELECT} WHERE id = ?`, id));

export const ownerPassOf = (store: Store, bookingId: number): PassRow | undefined =>
  maybe(parsePass, store.get(`${SELECT} WHERE booking_id = ? AND kind = 'owner'`, bookingId));

export const passOfPinDigest = (store: Store, digest: string): PassRow | undefined =>
  maybe(parsePass, store.get(`${SELECT} WHERE pin_digest = ?`, digest));

export const passOfTokenDigest = (store: Store, digest: string): PassRow | undefined =>
  maybe(parsePass, store.get(`${SELECT} WHERE token_digest = ?`, digest));

/** The booking's shared passes, oldest first. */
export const sharesOf = (store: Store, bookingId: number): PassRow[] =>
  store.all(`${SELECT} WHERE booking_id = ? AND kind = 'share' ORDER BY id`, bookingId).map(parsePass);

export const revokePass = (store: Store, id: number, at: number): void => {
  store.run('UPDATE access_passes SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', at, id);
};
