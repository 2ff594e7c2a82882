import type { ReactNode } from 'react';

/**
 * The payment networks' marks, drawn here as simple inline SVG (no image request, no third-party
 * file): each on a white badge, as payment pages show them, so they read the same in both themes.
 * Decorative: the method's name is always written beside them.
 */
function Badge({ children, label }: { children: ReactNode; label: string }) {
  return (
    <svg
      className="pay-mark"
      viewBox="0 0 48 30"
      width="48"
      height="30"
      aria-hidden="true"
      focusable="false"
      data-mark={label}
    >
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#d5d2dc" />
      {children}
    </svg>
  );
}

const SANS = 'Arial, Helvetica, sans-serif';

/** Cartes Bancaires: the French network's blue and green panels with « CB ». */
export function CbMark() {
  return (
    <Badge label="CB">
      <path d="M7 6h20v18H7z" fill="#1c4a94" />
      <path d="M27 6h14v18H27z" fill="#00887a" />
      <text x="24" y="20.5" textAnchor="middle" fontFamily={SANS} fontWeight="700" fontSize="13" fill="#fff">
        CB
      </text>
    </Badge>
  );
}

/** Visa: the italic blue wordmark. */
export function VisaMark() {
  return (
    <Badge label="Visa">
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontFamily={SANS}
        fontWeight="900"
        fontStyle="italic"
        fontSize="13.5"
        letterSpacing="-0.3"
        fill="#1a1f71"
      >
        VISA
      </text>
    </Badge>
  );
}

/** Mastercard: two overlapping circles, red and yellow, orange where they meet. */
export function MastercardMark() {
  return (
    <Badge label="Mastercard">
      <circle cx="19.5" cy="15" r="8.5" fill="#eb001b" />
      <circle cx="28.5" cy="15" r="8.5" fill="#f79e1b" />
      <path d="M24 7.8a8.5 8.5 0 0 1 0 14.4a8.5 8.5 0 0 1 0-14.4z" fill="#ff5f00" />
    </Badge>
  );
}

/** PayPal: the double « P » monogram and the two-blue wordmark. */
export function PaypalMark() {
  return (
    <svg
      className="pay-mark pay-mark--wide"
      viewBox="0 0 76 30"
      width="76"
      height="30"
      aria-hidden="true"
      focusable="false"
      data-mark="PayPal"
    >
      <rect x="0.5" y="0.5" width="75" height="29" rx="4" fill="#fff" stroke="#d5d2dc" />
      <path d="M8.5 23 11.6 6.5h6.2c3 0 4.6 1.6 4.1 4.2-.6 3-2.9 4.6-6 4.6h-2.6L12.2 23z" fill="#003087" />
      <path
        d="M11.2 24.5 13.9 9.5h5.7c2.8 0 4.2 1.5 3.7 3.9-.5 2.8-2.7 4.2-5.5 4.2h-2.3l-1.2 6.9z"
        fill="#009cde"
        opacity="0.9"
      />
      <text
        x="27"
        y="20"
        fontFamily={SANS}
        fontWeight="700"
        fontStyle="italic"
        fontSize="12.5"
        fill="#003087"
      >
        Pay
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </svg>
  );
}

/** The marks of a payment method: the card networks, or PayPal. */
export function PaymentMarks({ method }: { method: 'card' | 'paypal' }) {
  return (
    <span className="pay-marks" aria-hidden="true">
      {method === 'card' ? (
        <>
          <CbMark />
          <VisaMark />
          <MastercardMark />
        </>
      ) : (
        <PaypalMark />
      )}
    </span>
  );
}
