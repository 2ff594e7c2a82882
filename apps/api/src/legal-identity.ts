/**
 * The form of the publisher's identity, checked in production before the server starts (decisions
 * 0145, 0277): a legal notice that says « x » or a SIREN that no register holds is as wrong as the
 * samples. Each check names what it expects, for the start-up message.
 */

/** Digits only: « 912 345 675 » → « 912345675 ». */
const digits = (v: string) => v.replace(/[\s.-]/g, '');

/** The Luhn check every SIREN satisfies (INSEE). */
export function luhnValid(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
}

export function isSiren(value: string): boolean {
  const n = digits(value);
  return /^\d{9}$/.test(n) && luhnValid(n);
}

/** The key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, two digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(digits(siren)) % 97)) % 97).padStart(2, '0');
}

/** A telephone number: digits with spaces, dots, dashes or brackets, 9 to 15 digits, « + » first if international. */
export function isPhone(value: string): boolean {
  const v = value.trim();
  const count = v.replace(/\D/g, '').length;
  return /^\+?[\d\s.()-]+$/.test(v) && count >= 9 && count <= 15;
}

/** An RCS mention: « RCS », the registry's town, the SIREN (« RCS Lyon B 912 345 675 »). */
const RCS_RE = /^RCS\s+(\p{L}[\p{L}\s'’-]*?)\s+(?:[AB]\s+)?(\d{3}\s?\d{3}\s?\d{3})$/u;

interface Identity {
  LEGAL_PUBLISHER: string;
  LEGAL_DIRECTOR: string;
  LEGAL_HOST: string;
  LEGAL_CONTACT: string;
  LEGAL_MEDIATOR: string;
  LEGAL_PHONE?: string;
  LEGAL_HOST_PHONE?: string;
  LEGAL_RCS?: string;
  LEGAL_SIREN?: string;
  LEGAL_VAT?: string;
}

/** What is missing or malformed in the identity, one line per setting; empty when it may go live. */
export function identityProblems(env: Identity): { key: keyof Identity; message: string }[] {
  const problems: { key: keyof Identity; message: string }[] = [];
  const need = (key: keyof Identity, ok: (v: string) => boolean, expected: string) => {
    const value = env[key]?.trim();
    if (!value) problems.push({ key, message: `required in production: ${expected}` });
    else if (!ok(value)) problems.push({ key, message: `in production must be ${expected}` });
  };
  const nameAndAddress = (v: string) => v.length >= 15 && /\p{L}{2}/u.test(v) && /\d/.test(v);
  need('LEGAL_PUBLISHER', nameAndAddress, 'the publisher’s name and postal address');
  need(
    'LEGAL_DIRECTOR',
    (v) => /^\p{L}[\p{L}'’.-]*(\s+\p{L}[\p{L}'’.-]*)+$/u.test(v),
    'the publication director’s first name and name',
  );
  need('LEGAL_HOST', nameAndAddress, 'the host’s name and postal address');
  need('LEGAL_CONTACT', (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'an e-mail address');
  need(
    'LEGAL_MEDIATOR',
    (v) => v.length >= 15 && /https?:\/\/\S+\.\S+/.test(v),
    'the consumer mediator’s name, address and website (https://…)',
  );
  need('LEGAL_PHONE', isPhone, 'the publisher’s telephone number (+33 4 78 00 00 00)');
  need('LEGAL_HOST_PHONE', isPhone, 'the host’s telephone number (+33 1 84 13 00 00)');
  need('LEGAL_SIREN', isSiren, 'a SIREN: nine digits passing the Luhn check');
  const siren = env.LEGAL_SIREN && isSiren(env.LEGAL_SIREN) ? digits(env.LEGAL_SIREN) : null;
  need(
    'LEGAL_VAT',
    (v) => {
      const m = /^FR(\d{2})(\d{9})$/.exec(digits(v));
      return !!m && (!siren || (m[2] === siren && m[1] === frenchVatKey(siren)));
    },
    siren
      ? `the French VAT number of SIREN ${siren}: FR${frenchVatKey(siren)}${siren}`
      : 'a French VAT number: FR, a two-digit key, the SIREN',
  );
  need(
    'LEGAL_RCS',
    (v) => {
      const m = RCS_RE.exec(v.trim());
      return !!m && (!siren || digits(m[2] ?? '') === siren);
    },
    `an RCS mention: RCS, the registry’s town, the SIREN (RCS Lyon ${siren ?? '912 345 675'})`,
  );
  return problems;
}
