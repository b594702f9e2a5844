/**
 * The Microsoft 365 workplace in flat shapes: a window of app tiles
 * (document, spreadsheet, slides, mail, meetings, cloud), a licensed user
 * and a security badge. No product logos. Decorative.
 */
export function OfficeAppsIllustration({
  className,
}: {
  readonly className?: string
}) {
  const tiles = [
    { x: 0, y: 0, fill: "#2563eb", glyph: "doc" },
    { x: 1, y: 0, fill: "#1d4ed8", glyph: "sheet" },
    { x: 2, y: 0, fill: "#3b82f6", glyph: "slides" },
    { x: 0, y: 1, fill: "#123a8c", glyph: "mail" },
    { x: 1, y: 1, fill: "#1f5fd6", glyph: "video" },
    { x: 2, y: 1, fill: "#60a5fa", glyph: "cloud" },
  ] as const
  return (
    <svg
      viewBox="0 0 520 400"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect
        x="40"
        y="24"
        width="460"
        height="320"
        rx="18"
        fill="#0b1b32"
        opacity="0.28"
      />
      <rect x="30" y="10" width="460" height="320" rx="18" fill="#fff" />
      <path
        d="M30 28a18 18 0 0 1 18-18h424a18 18 0 0 1 18 18v20H30z"
        fill="#e8f0fe"
      />
      <circle cx="52" cy="29" r="5" fill="#93c5fd" />
      <circle cx="70" cy="29" r="5" fill="#93c5fd" />
      <circle cx="88" cy="29" r="5" fill="#93c5fd" />
      <rect x="180" y="23" width="160" height="12" rx="6" fill="#fff" />
      {tiles.map((tile) => {
        const x = 62 + tile.x * 136
        const y = 72 + tile.y * 126
        return (
          <g key={tile.glyph} transform={`translate(${x} ${y})`}>
            <rect width="120" height="108" rx="16" fill="#f1f5fd" />
            <rect
              x="34"
              y="18"
              width="52"
              height="52"
              rx="12"
              fill={tile.fill}
            />
            <Glyph kind={tile.glyph} />
            <rect
              x="30"
              y="84"
              width="60"
              height="8"
              rx="4"
              fill="#94a3b8"
              opacity="0.7"
            />
          </g>
        )
      })}
      <g transform="translate(0 286)">
        <rect
          width="214"
          height="86"
          rx="16"
          fill="#fff"
          stroke="#bfdbfe"
          strokeWidth="2"
        />
        <circle cx="44" cy="43" r="22" fill="#dbeafe" />
        <circle cx="44" cy="37" r="8" fill="#2563eb" />
        <path d="M30 56a14 14 0 0 1 28 0z" fill="#2563eb" />
        <rect
          x="80"
          y="28"
          width="92"
          height="9"
          rx="4.5"
          fill="#123a8c"
          opacity="0.8"
        />
        <rect x="80" y="46" width="64" height="8" rx="4" fill="#94a3b8" />
        <circle cx="186" cy="32" r="11" fill="#16a34a" />
        <path
          d="m181 32 4 4 7-7"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <g transform="translate(438 250)">
        <path
          d="M40 0 74 13v28c0 23-15 39-34 47C21 80 6 64 6 41V13z"
          fill="#2563eb"
          stroke="#fff"
          strokeWidth="4"
        />
        <path
          d="m25 43 10 10 20-21"
          stroke="#fff"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  )
}

/** A white mark inside an app tile (tile-local coordinates; the tile's coloured square is at 34,18 sized 52). */
function Glyph({ kind }: { readonly kind: string }) {
  const line = {
    stroke: "#fff",
    strokeWidth: 3,
    strokeLinecap: "round",
    fill: "none",
  } as const
  switch (kind) {
    case "doc":
      return <path d="M46 33h28M46 42h28M46 51h18" {...line} />
    case "sheet":
      return (
        <g {...line} strokeWidth={2.5}>
          <rect x="46" y="30" width="28" height="28" rx="2" />
          <path d="M46 39.3h28M46 48.6h28M55.3 30v28" />
        </g>
      )
    case "slides":
      return (
        <g>
          <rect
            x="45"
            y="31"
            width="30"
            height="20"
            rx="2"
            {...line}
            strokeWidth={2.5}
          />
          <path d="M60 51v7" {...line} strokeWidth={2.5} />
          <path d="M50 46l6-6 5 4 7-8" {...line} strokeWidth={2.5} />
        </g>
      )
    case "mail":
      return (
        <g {...line} strokeWidth={2.5}>
          <rect x="45" y="33" width="30" height="22" rx="3" />
          <path d="m46 35 14 10 14-10" />
        </g>
      )
    case "video":
      return (
        <g {...line} strokeWidth={2.5}>
          <rect x="44" y="35" width="22" height="18" rx="3" />
          <path d="m66 41 10-5v16l-10-5z" />
        </g>
      )
    default:
      return (
        <path
          d="M51 54h19a7 7 0 0 0 .5-14 10 10 0 0 0-19.2 2.4A6 6 0 0 0 51 54z"
          {...line}
          strokeWidth={2.5}
        />
      )
  }
}
