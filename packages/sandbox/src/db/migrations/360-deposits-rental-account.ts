import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 360,
  name: 'deposits marked in the data, the rental account held where it is written',
  sql: `
    -- A fee refunded at the end of the rental (the key card deposit), marked as such rather than
    -- known by its name: outside VAT and withholding, returned by the final account.
    ALTER TABLE extra_fees ADD COLUMN deposit INTEGER NOT NULL DEFAULT 0 CHECK (deposit IN (0, 1));
    UPDATE extra_fees SET deposit = 1 WHERE name_en = 'Key card deposit';
    ALTER TABLE booking_fees ADD COLUMN deposit INTEGER NOT NULL DEFAULT 0 CHECK (deposit IN (0, 1));
    UPDATE booking_fees SET deposit = 1 WHERE name_en = 'Key card deposit';
    -- One final account per move-out: once its credit note exists a notice stands.
    CREATE TRIGGER move_out_notices_final BEFORE UPDATE OF withdrawn_at ON move_out_notices
      WHEN NEW.withdrawn_at IS NOT NULL AND EXISTS (SELECT 1 FROM credit_notes c WHERE c.notice_id = NEW.id)
    BEGIN
      SELECT RAISE(ABORT, 'a notice with a credit note cannot be withdrawn');
    END;
    -- A refund comes only from a paid bill, and never more than was paid for it across notes.
    CREATE TRIGGER credit_note_lines_paid BEFORE INSERT ON credit_note_lines
      WHEN NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = NEW.invoice_id AND i.status = 'paid')
        OR NEW.refund_satang + coalesce((SELECT sum(l.refund_satang) FROM credit_note_lines l
             WHERE l.invoice_id = NEW.invoice_id), 0)
           > (SELECT i.amount_satang FROM invoices i WHERE i.id = NEW.invoice_id)
    BEGIN
      SELECT RAISE(ABORT, 'a refund exceeds what was paid for the bill');
    END;
    -- A notice refunds no more than the booking's paid bills less what earlier notes refunded.
    CREATE TRIGGER move_out_notices_refund BEFORE INSERT ON move_out_notices
      WHEN NEW.refund_satang > coalesce((SELECT sum(i.amount_satang) FROM invoices i
             WHERE i.booking_id = NEW.booking_id AND i.status = 'paid'), 0)
           - coalesce((SELECT sum(l.refund_satang) FROM credit_note_lines l JOIN invoices i ON i.id = l.invoice_id
             WHERE i.booking_id = NEW.booking_id), 0)
    BEGIN
      SELECT RAISE(ABORT, 'a refund exceeds what was paid');
    END;
  `,
};
