import type { ReactNode } from 'react';

/**
 * The hero's illustration, one per language (the seed: "the home illustration varies by language"):
 * an armillary sphere among the zodiac for French, a fan of tarot cards under the moon for English.
 * Inline SVG: no request, no layout shift (fixed viewBox, sized by CSS).
 */
/**
 * Coordinates to the hundredth of a unit: Node (the build pre-renders the hero, app/first-screen.tsx)
 * and the browser may differ in a sine's last digit, and the two renders must be the same markup.
 */
const at = (n: number) => Math.round(n * 100) / 100;

// The twelve signs drawn as strokes in a 14 × 14 box around (0, 0): no font needed (phones render
// ♈…♓ as coloured emoji), and no text for the browser to take as the page's largest content.
const SIGNS = [
  'M0 7V-1C0-6-6-7-6-2M0-1C0-6 6-7 6-2',
  'M-3.5 2a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0M-6-6C-5-2 5-2 6-6',
  'M-5-6C-2-4.5 2-4.5 5-6M-5 6C-2 4.5 2 4.5 5 6M-2.5-5V5M2.5-5V5',
  'M-6-3C-4-6 4-6 6-3M6 3C4 6-4 6-6 3M-1.5-2a2 2 0 1 1-4 0a2 2 0 1 1 4 0M5.5 2a2 2 0 1 1-4 0a2 2 0 1 1 4 0',
  'M-0.5 2a2.5 2.5 0 1 1-5 0a2.5 2.5 0 1 1 5 0M-0.5 2C-1-4 5-7 5-2C5 1 2 3 3 6C4 7 6 6 6 5',
  'M-6-5V5M-6-3C-6-6-2-6-2-3V5M-2-3C-2-6 2-6 2-3V4C2 7 6 6 6 3C6 1 3 1 2 4',
  'M-6 6H6M-6 2H-2.5C-4-1-3-5 0-5C3-5 4-1 2.5 2H6',
  'M-6-5V5M-6-3C-6-6-2-6-2-3V5M-2-3C-2-6 2-6 2-3V4C2 6 4 6 6 6M4.5 4.5L6 6L4.5 7.5',
  'M-6 6L6-6M0-6H6V0M-5-1L1 5',
  'M-6-5L-3 4L0-5V3C0 7 6 7 6 3C6 0 2 0 1 3C0 6-1 7-2 7',
  'M-6-1L-3-4L0-1L3-4L6-1M-6 5L-3 2L0 5L3 2L6 5',
  'M-5-6C-1-3-1 3-5 6M5-6C1-3 1 3 5 6M-3 0H3',
];

/** Roman numerals (I, V, X) as strokes, centred on x, `height` tall from y. */
function Numeral({ value, x, y, height = 11 }: { value: string; x: number; y: number; height?: number }) {
  const w = { I: 2, V: 6, X: 6 } as Record<string, number>;
  const gap = 2;
  const total = [...value].reduce((sum, c) => sum + (w[c] ?? 0) + gap, -gap);
  let at = x - total / 2;
  let d = '';
  for (const c of value) {
    const cw = w[c] ?? 0;
    if (c === 'I') d += `M${at + 1} ${y}v${height}`;
    if (c === 'V') d += `M${at} ${y}L${at + cw / 2} ${y + height}L${at + cw} ${y}`;
    if (c === 'X') d += `M${at} ${y}L${at + cw} ${y + height}M${at + cw} ${y}L${at} ${y + height}`;
    at += cw + gap;
  }
  return (
    <path d={d} fill="none" stroke="#f3e2b3" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
  );
}

function Defs({ id }: { id: string }) {
  return (
    <defs>
      <radialGradient id={`${id}-sun`} cx="50%" cy="45%" r="60%">
        <stop offset="0%" stopColor="#fff6d8" />
        <stop offset="55%" stopColor="#f0cf74" />
        <stop offset="100%" stopColor="#b8892b" />
      </radialGradient>
      <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0%" stopColor="#f6e3a8" />
        <stop offset="100%" stopColor="#c99a3a" />
      </linearGradient>
      <radialGradient id={`${id}-halo`} cx="50%" cy="50%" r="50%">
        <stop offset="0%" stopColor="#9b7bff" stopOpacity="0.45" />
        <stop offset="100%" stopColor="#9b7bff" stopOpacity="0" />
      </radialGradient>
    </defs>
  );
}

export function ArmillaryIllustration({ label }: { label: string }) {
  return (
    <svg className="hero-art" viewBox="0 0 400 400" role="img" aria-label={label}>
      <Defs id="fr" />
      <circle cx="200" cy="200" r="190" fill="url(#fr-halo)" />
      <g fill="none" stroke="url(#fr-gold)" strokeWidth="2">
        <circle cx="200" cy="200" r="168" strokeOpacity="0.9" />
        <circle cx="200" cy="200" r="140" strokeOpacity="0.5" />
        {SIGNS.map((sign, i) => {
          const a = ((i * 30 - 75) * Math.PI) / 180;
          const tick = ((i * 30 - 90) * Math.PI) / 180;
          return (
            <g key={sign}>
              <line
                x1={at(200 + 140 * Math.cos(tick))}
                y1={at(200 + 140 * Math.sin(tick))}
                x2={at(200 + 168 * Math.cos(tick))}
                y2={at(200 + 168 * Math.sin(tick))}
                strokeOpacity="0.7"
              />
              <path
                d={sign}
                transform={`translate(${at(200 + 154 * Math.cos(a))} ${at(200 + 154 * Math.sin(a))}) scale(0.95)`}
                stroke="#f3e2b3"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </g>
          );
        })}
      </g>
      <g fill="none" stroke="url(#fr-gold)" strokeWidth="3" className="hero-art__sphere">
        <ellipse cx="200" cy="200" rx="112" ry="38" transform="rotate(-23 200 200)" />
        <ellipse cx="200" cy="200" rx="112" ry="38" transform="rotate(23 200 200)" strokeOpacity="0.75" />
        <ellipse cx="200" cy="200" rx="38" ry="112" strokeOpacity="0.6" />
        <circle cx="200" cy="200" r="112" strokeOpacity="0.85" />
      </g>
      <line
        x1="200"
        y1="62"
        x2="200"
        y2="338"
        stroke="#f3e2b3"
        strokeWidth="2"
        strokeOpacity="0.6"
        transform="rotate(23 200 200)"
      />
      <circle cx="200" cy="200" r="26" fill="url(#fr-sun)" />
      <circle cx="296" cy="160" r="7" fill="#e9e4ff" />
      <circle cx="122" cy="238" r="5" fill="#c8b6ff" />
      <g fill="#fff">
        <circle cx="48" cy="60" r="1.6" />
        <circle cx="352" cy="46" r="2" />
        <circle cx="368" cy="330" r="1.5" />
        <circle cx="36" cy="318" r="2" />
      </g>
    </svg>
  );
}

function Card({
  x,
  rotate,
  numeral,
  children,
}: {
  x: number;
  rotate: number;
  numeral: string;
  children: ReactNode;
}) {
  return (
    <g transform={`rotate(${rotate} 200 330)`}>
      <rect
        x={x}
        y="92"
        width="118"
        height="196"
        rx="12"
        fill="#1e1940"
        stroke="url(#en-gold)"
        strokeWidth="3"
      />
      <rect
        x={x + 9}
        y="101"
        width="100"
        height="178"
        rx="7"
        fill="none"
        stroke="#f3e2b3"
        strokeOpacity="0.45"
      />
      <Numeral value={numeral} x={x + 59} y={112} />
      {children}
    </g>
  );
}

export function TarotIllustration({ label }: { label: string }) {
  return (
    <svg className="hero-art" viewBox="0 0 400 400" role="img" aria-label={label}>
      <Defs id="en" />
      <circle cx="200" cy="200" r="190" fill="url(#en-halo)" />
      <path d="M238 30a52 52 0 1 0 44 84 42 42 0 1 1-44-84z" fill="url(#en-sun)" />
      <Card x={141} rotate={-22} numeral="XVII">
        <path d="M200 170l6 16 17 1-13 10 5 17-15-10-15 10 5-17-13-10 17-1z" fill="url(#en-gold)" />
        <circle cx="172" cy="232" r="3" fill="#f3e2b3" />
        <circle cx="228" cy="240" r="2.5" fill="#f3e2b3" />
        <circle cx="200" cy="252" r="2" fill="#f3e2b3" />
      </Card>
      <Card x={141} rotate={22} numeral="XIX">
        <circle cx="200" cy="196" r="24" fill="url(#en-sun)" />
        <g stroke="url(#en-gold)" strokeWidth="3" strokeLinecap="round">
          {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
            <line
              key={a}
              x1={at(200 + 32 * Math.cos((a * Math.PI) / 180))}
              y1={at(196 + 32 * Math.sin((a * Math.PI) / 180))}
              x2={at(200 + 44 * Math.cos((a * Math.PI) / 180))}
              y2={at(196 + 44 * Math.sin((a * Math.PI) / 180))}
            />
          ))}
        </g>
      </Card>
      <Card x={141} rotate={0} numeral="XVIII">
        <path d="M214 166a30 30 0 1 0 16 52 24 24 0 1 1-16-52z" fill="url(#en-sun)" />
        <path
          d="M160 262c14-10 26-10 40 0s26 10 40 0"
          fill="none"
          stroke="#9b7bff"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M168 246l10-22 10 22M212 246l10-22 10 22"
          fill="none"
          stroke="url(#en-gold)"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      </Card>
      <g fill="#fff">
        <circle cx="60" cy="80" r="2" />
        <circle cx="340" cy="150" r="1.6" />
        <circle cx="360" cy="300" r="2" />
        <circle cx="40" cy="280" r="1.5" />
        <circle cx="110" cy="40" r="1.4" />
      </g>
    </svg>
  );
}
