import { randomBytes } from 'node:crypto';
import { hashPassword } from '../crypto/passwords.ts';
import {
  BRANCHES,
  DEMO_CUSTOMER,
  EXTRA_FEES,
  FOOTPRINTS,
  GROUPS,
  monthlyRateSatang,
  PROMOTIONS,
} from './catalogue-data.ts';
import { DATA_TABLES } from './data-tables.ts';
import type { Store } from './store.ts';

/** Units of one size per floor before the numbering moves up a floor (A-101 ... ). */
const UNITS_PER_FLOOR = 20;

const seedCatalogue = (store: Store): void => {
  for (const b of BRANCHES) {
    store.run(
      'INSERT INTO branches (id, name_th, name_en, phone, rate_percent) VALUES (?, ?, ?, ?, ?)',
      b.id,
      b.name_th,
      b.name_en,
      b.phone,
      b.ratePercent,
    );
  }
  for (const g of GROUPS) {
    store.run(
      'INSERT INTO service_groups (id, name_th, name_en) VALUES (?, ?, ?)',
      g.id,
      g.name_th,
      g.name_en,
    );
    for (const area of g.areas) {
      store.run(
        'INSERT INTO service_sizes (group_id, area, name_th, name_en) VALUES (?, ?, ?, ?)',
        g.id,
        area,
        `${area} ตร.ม.`,
        `${area} sqm`,
      );
    }
  }
  for (const b of BRANCHES) {
    for (const g of GROUPS) {
      const openServiceId = store.run(
        'INSERT INTO open_services (branch_id, group_id) VALUES (?, ?)',
        b.id,
        g.id,
      ).lastInsertRowid;
      let n = 0;
      for (const row of store.all(
        'SELECT id, area FROM service_sizes WHERE group_id = ? ORDER BY area',
        g.id,
      )) {
        const size = { id: Number(row.id), area: Number(row.area) };
        const modelId = store.run(
          'INSERT INTO open_service_models (open_service_id, service_size_id) VALUES (?, ?)',
          openServiceId,
          size.id,
        ).lastInsertRowid;
        const [length, depth] = FOOTPRINTS[size.area] ?? [size.area, 1];
        const rate = monthlyRateSatang(g.bahtPerSqm, size.area, b.ratePercent);
        for (let i = 0; i < g.unitsPerSize; i += 1, n += 1) {
          const floor = 1 + Math.floor(n / UNITS_PER_FLOOR);
          store.run(
            `INSERT INTO units (model_id, name, building, floor, area, length, depth, height, monthly_rate_satang)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            modelId,
            `${g.building}-${floor * 100 + (n % UNITS_PER_FLOOR) + 1}`,
            g.building,
            String(floor),
            size.area,
            length,
            depth,
            g.height,
            rate,
          );
        }
      }
    }
  }
  for (const p of PROMOTIONS) {
    store.run(
      `INSERT INTO promotions (code, name_th, name_en, kind, value, min_rent_satang, valid_from, valid_to)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      p.code,
      p.name_th,
      p.name_en,
      p.kind,
      p.value,
      p.minRentSatang,
      p.validFrom,
      p.validTo,
    );
  }
  for (const f of EXTRA_FEES) {
    store.run(
      'INSERT INTO extra_fees (name_th, name_en, amount_satang, deposit) VALUES (?, ?, ?, ?)',
      f.name_th,
      f.name_en,
      f.amountSatang,
      f.deposit ? 1 : 0,
    );
  }
};

const insertDemoCustomer = (store: Store, passwordHash: string, now: number): void => {
  const d = DEMO_CUSTOMER;
  store.run(
    `INSERT INTO customers (email, password_hash, customer_type, person_type, firstname, lastname,
       company_director, company_name, full_address, phone, legal_number, person_id, created_at)
     VALUES (?, ?, 1, 1, ?, ?, '', '', ?, ?, '', ?, ?)`,
    d.email,
    passwordHash,
    d.firstname,
    d.lastname,
    d.fullAddress,
    d.phone,
    d.personId,
    now,
  );
};

/** Fills an empty database with the catalogue and the demo customer; a no-op when they exist. */
export const seed = async (store: Store, now: number, passwordCost: number): Promise<void> => {
  const hasDemo = store.get('SELECT 1 FROM customers WHERE email = ?', DEMO_CUSTOMER.email) !== undefined;
  // Hashed before the transaction: scrypt is asynchronous and a transaction must not await.
  const demoHash = hasDemo ? undefined : await hashPassword(DEMO_CUSTOMER.password, passwordCost);
  store.transaction(() => {
    if (!store.get('SELECT 1 FROM branches LIMIT 1')) seedCatalogue(store);
    if (demoHash && !store.get('SELECT 1 FROM customers WHERE email = ?', DEMO_CUSTOMER.email)) {
      insertDemoCustomer(store, demoHash, now);
    }
  });
};

/** Deletes every booking, account, mail and the catalogue, then seeds again. Secrets are kept. */
export const reseed = async (store: Store, now: number, passwordCost: number): Promise<void> => {
  store.transaction(() => {
    for (const table of DATA_TABLES) store.run(`DELETE FROM ${table}`);
  });
  store.forget();
  await seed(store, now, passwordCost);
};

/** A random secret stored at first start, so no secret lives in the repository. */
const setting = (store: Store, key: string, make: () => string): string => {
  store.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING', key, make());
  return String(store.get('SELECT value FROM settings WHERE key = ?', key)?.value ?? '');
};

export interface Secrets {
  /** Passphrase of service deep links (crypto-js AES). */
  identifyKey: string;
  /** HMAC key for OTP hashes: a 6-digit code is too short for an unkeyed hash. */
  otpKey: Buffer;
}

export const loadSecrets = (store: Store, identifyKey: string | undefined): Secrets => ({
  identifyKey: identifyKey || setting(store, 'identify_key', () => randomBytes(32).toString('base64url')),
  otpKey: Buffer.from(
    setting(store, 'otp_key', () => randomBytes(32).toString('base64url')),
    'base64url',
  ),
});
