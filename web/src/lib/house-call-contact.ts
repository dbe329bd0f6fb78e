const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The package's contact and address as the house-call order form stored them. */
export function contactOf(details: unknown) {
  const d = (typeof details === 'object' && details !== null ? details : {}) as Record<
    string,
    unknown
  >;
  const place = [text(d['city']), [text(d['state']), text(d['zipcode'])].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    phone: text(d['primaryPhone']),
    secondaryPhone: text(d['secondaryPhone']),
    address: [text(d['address']), place].filter(Boolean).join(', '),
  };
}

/** A 10-digit US number as (312) 555-0171. */
export const formatPhone = (digits: string) =>
  /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
