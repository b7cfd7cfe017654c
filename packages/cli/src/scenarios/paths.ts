/** The value at a dotted path (`booking.booking_number`, `units.0.unit_id`), or `missing`. */
export const MISSING = Symbol('missing');

export const valueAt = (document: unknown, path: string): unknown => {
  let current = document;
  for (const part of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(part)) {
      if (Number(part) >= current.length) return MISSING;
      current = current[Number(part)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, part)) {
      current = (current as Record<string, unknown>)[part];
    } else {
      return MISSING;
    }
  }
  return current;
};
