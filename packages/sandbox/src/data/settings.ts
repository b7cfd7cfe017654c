import type { Store } from '../db/store.ts';
import { columns, maybe, text } from './row.ts';

/** Table `settings`: named values of one sandbox (its secrets, its clock's offset, its name). */

const parseValue = columns({ value: text });

export const readSetting = (store: Store, key: string): string | undefined =>
  maybe(parseValue, store.get('SELECT value FROM settings WHERE key = ?', key))?.value;

export const writeSetting = (store: Store, key: string, value: string): void => {
  store.run(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    key,
    value,
  );
};

/** Sets the value unless the key has one already. */
export const keepFirstSetting = (store: Store, key: string, value: string): void => {
  store.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING', key, value);
};

export const deleteSetting = (store: Store, key: string): void => {
  store.run('DELETE FROM settings WHERE key = ?', key);
};
