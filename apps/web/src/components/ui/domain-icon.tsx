/** Small line icons for the three domains (decorative: the domain's name is always written beside). */
export function DomainIcon({ domain }: { domain: 'astrologie' | 'tarot' | 'numerologie' }) {
  const common = {
    viewBox: '0 0 32 32',
    width: 32,
    height: 32,
    'aria-hidden': true,
    focusable: false,
    className: 'domain-icon',
  } as const;
  if (domain === 'astrologie') {
    return (
      <svg {...common}>
        <circle cx="16" cy="16" r="12" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <ellipse
          cx="16"
          cy="16"
          rx="12"
          ry="4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          transform="rotate(-25 16 16)"
        />
        <circle cx="16" cy="16" r="3.2" fill="currentColor" />
      </svg>
    );
  }
  if (domain === 'tarot') {
    return (
      <svg {...common}>
        <rect
          x="6"
          y="5"
          width="14"
          height="22"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          transform="rotate(-10 13 16)"
        />
        <rect
          x="12"
          y="5"
          width="14"
          height="22"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          transform="rotate(8 19 16)"
        />
        <path d="M19 12l1.2 2.8 3 .3-2.3 2 .7 3-2.6-1.6-2.6 1.6.7-3-2.3-2 3-.3z" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <path d="M5 8h22M5 16h22M5 24h22" stroke="currentColor" strokeWidth="1.4" strokeOpacity="0.45" />
      <text
        x="16"
        y="21"
        textAnchor="middle"
        fontSize="15"
        fontFamily="Georgia, serif"
        fill="currentColor"
        fontWeight="700"
      >
        11
      </text>
    </svg>
  );
}
