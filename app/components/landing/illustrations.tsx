/**
 * Illustrations drawn for the landing page (SVG, no external images): the class map and the
 * dashboard teaser. Decorative detail is aria-hidden; each figure has a text equivalent.
 */

const MAP_SPOTS = [
  { key: "property", label: "Property damage", x: 110, y: 120 },
  { key: "travel", label: "Corporate travel", x: 625, y: 50 },
  { key: "equipment", label: "Equipment breakdown", x: 745, y: 200 },
  { key: "bi", label: "Business interruption", x: 330, y: 95 },
  { key: "cyber", label: "Cyber risks", x: 505, y: 135 },
  { key: "liability", label: "Public liability", x: 178, y: 350 },
] as const;

export const CLASS_MAP_LABELS = MAP_SPOTS.map((s) => s.label);

/** A small business district with the six classes of the landing page marked on it. */
export function ClassMap() {
  return (
    <svg viewBox="0 0 800 420" className="h-auto w-full" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="map-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#e6f4f6" />
          <stop offset="1" stopColor="#f8fafc" />
        </linearGradient>
      </defs>
      <rect width="800" height="420" rx="24" fill="url(#map-sky)" />
      {/* roads */}
      <path d="M0 300h800M420 120v300" stroke="#cbd5e1" strokeWidth="34" />
      <path d="M0 300h800M420 120v300" stroke="#fff" strokeWidth="3" strokeDasharray="18 14" />
      {/* warehouse with a fire: property damage */}
      <path
        d="M70 270v-90l80-50 80 50v90z"
        fill="#fff"
        stroke="#003262"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <rect x="125" y="215" width="50" height="55" fill="#2367a5" />
      <path d="M190 178c-14-10-8-28 2-34 0 10 6 12 10 8 4 10 10 16 2 26z" fill="#f59e0b" />
      {/* shop with a closed sign: business interruption */}
      <rect x="270" y="150" width="120" height="120" fill="#fff" stroke="#003262" strokeWidth="5" />
      <path d="M262 150h136l-10-28H272z" fill="#019cae" />
      <rect x="295" y="190" width="70" height="26" rx="4" fill="#dc2626" />
      <text x="330" y="209" textAnchor="middle" fontSize="15" fontFamily="Arial, sans-serif" fill="#fff">
        CLOSED
      </text>
      {/* office with laptop and padlock: cyber */}
      <rect x="450" y="160" width="110" height="110" fill="#fff" stroke="#003262" strokeWidth="5" />
      <rect x="470" y="190" width="56" height="36" rx="3" fill="#003262" />
      <path d="M462 232h72" stroke="#003262" strokeWidth="6" strokeLinecap="round" />
      <rect x="536" y="196" width="18" height="16" rx="2" fill="#f59e0b" />
      <path d="M539 196v-6a6 6 0 0 1 12 0v6" stroke="#f59e0b" strokeWidth="3" fill="none" />
      {/* plane: corporate travel */}
      <path d="M500 80l90-18c10-2 16 6 8 12l-30 14 10 34-12 4-22-30-34 10-6 14-10 2 2-24z" fill="#2367a5" />
      {/* factory with gear: equipment breakdown */}
      <path
        d="M600 270v-70l40 22v-22l40 22v-22l40 22v48z"
        fill="#fff"
        stroke="#003262"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <circle cx="660" cy="246" r="14" fill="none" stroke="#019cae" strokeWidth="8" strokeDasharray="7 5" />
      {/* pedestrian and wet floor sign: public liability */}
      <circle cx="215" cy="338" r="9" fill="#003262" />
      <path
        d="M215 348v26m0-16l-14 10m14-10l16 4m-16 12l-12 20m12-20l14 18"
        stroke="#003262"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M262 390l16-40 16 40z"
        fill="#f59e0b"
        stroke="#003262"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      {/* numbered markers */}
      {MAP_SPOTS.map((s, i) => (
        <g key={s.key}>
          <circle cx={s.x} cy={s.y} r="16" fill="#003262" stroke="#fff" strokeWidth="3" />
          <text
            x={s.x}
            y={s.y + 6}
            textAnchor="middle"
            fontSize="16"
            fontWeight="700"
            fontFamily="Arial, sans-serif"
            fill="#fff"
          >
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** A sketch of the dashboard: greeting, search, class carousel, recent activities, profile. */
export function DashboardTeaser() {
  return (
    <svg viewBox="0 0 640 400" className="h-auto w-full" aria-hidden="true" focusable="false">
      <rect width="640" height="400" rx="16" fill="#f1f5f9" />
      <rect width="640" height="44" rx="16" fill="#003262" />
      <rect y="28" width="640" height="16" fill="#003262" />
      <circle cx="28" cy="22" r="9" fill="#019cae" />
      <rect x="46" y="16" width="80" height="12" rx="6" fill="#fff" opacity=".8" />
      <circle cx="608" cy="22" r="11" fill="#016b78" />
      <rect x="24" y="62" width="230" height="18" rx="6" fill="#003262" />
      <rect x="24" y="96" width="392" height="86" rx="10" fill="#fff" stroke="#e2e8f0" />
      <rect x="40" y="134" width="280" height="28" rx="6" fill="#f8fafc" stroke="#94a3b8" />
      <rect x="328" y="134" width="72" height="28" rx="6" fill="#2367a5" />
      <rect x="40" y="110" width="120" height="10" rx="5" fill="#003262" />
      <rect x="432" y="96" width="184" height="86" rx="10" fill="#fff" stroke="#e2e8f0" />
      <circle cx="466" cy="130" r="18" fill="#016b78" />
      <rect x="494" y="120" width="100" height="10" rx="5" fill="#334155" />
      <rect x="494" y="138" width="80" height="8" rx="4" fill="#94a3b8" />
      <rect x="24" y="198" width="392" height="96" rx="10" fill="#fff" stroke="#e2e8f0" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect x={40 + i * 74} y="222" width="64" height="56" rx="8" fill="#f8fafc" stroke="#e2e8f0" />
          <circle cx={72 + i * 74} cy="244" r="10" fill="none" stroke="#2367a5" strokeWidth="3" />
          <rect x={52 + i * 74} y="262" width="40" height="6" rx="3" fill="#94a3b8" />
        </g>
      ))}
      <rect x="432" y="198" width="184" height="180" rx="10" fill="#2367a5" />
      <rect x="450" y="218" width="110" height="12" rx="6" fill="#fff" />
      <rect x="450" y="242" width="140" height="8" rx="4" fill="#fff" opacity=".7" />
      <rect x="450" y="256" width="120" height="8" rx="4" fill="#fff" opacity=".7" />
      <rect x="450" y="330" width="90" height="28" rx="6" fill="#fff" />
      <rect x="24" y="310" width="392" height="68" rx="10" fill="#fff" stroke="#e2e8f0" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x="40" y={322 + i * 16} width="170" height="8" rx="4" fill="#003262" opacity=".7" />
          <rect x="340" y={322 + i * 16} width="60" height="8" rx="4" fill="#94a3b8" />
        </g>
      ))}
    </svg>
  );
}
