interface NewsUpdatesStackProps {
  readonly className?: string
}

/** Three stacked update cards: the new website, the assistant's chat and the Office apps (decorative). */
export function NewsUpdatesStack({ className }: NewsUpdatesStackProps) {
  return (
    <svg
      viewBox="0 0 480 360"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {/* New website */}
      <g transform="rotate(-4 170 110)">
        <rect x="40" y="30" width="270" height="170" rx="16" fill="#fff" />
        <path
          d="M40 46a16 16 0 0 1 16-16h238a16 16 0 0 1 16 16v10H40z"
          fill="#E8F0FE"
        />
        {[58, 72, 86].map((cx) => (
          <circle key={cx} cx={cx} cy="43" r="4" fill="#93C5FD" />
        ))}
        <rect x="40" y="56" width="270" height="70" fill="#1F5FD6" />
        <rect x="60" y="74" width="120" height="10" rx="5" fill="#fff" />
        <rect
          x="60"
          y="92"
          width="160"
          height="6"
          rx="3"
          fill="#fff"
          fillOpacity="0.6"
        />
        <rect x="60" y="106" width="60" height="12" rx="6" fill="#FACC15" />
        {[60, 143, 226].map((x) => (
          <rect
            key={x}
            x={x}
            y="140"
            width="66"
            height="44"
            rx="8"
            fill="#F1F5F9"
          />
        ))}
      </g>
      {/* Assistant chat */}
      <rect
        x="250"
        y="120"
        width="200"
        height="140"
        rx="18"
        fill="#0B1B32"
        stroke="#fff"
        strokeOpacity="0.2"
      />
      <circle cx="280" cy="150" r="14" fill="#0E9F8E" />
      <rect x="273" y="145" width="14" height="10" rx="3" fill="#fff" />
      <rect x="302" y="143" width="80" height="8" rx="4" fill="#fff" />
      <rect
        x="268"
        y="178"
        width="150"
        height="26"
        rx="13"
        fill="#fff"
        fillOpacity="0.14"
      />
      <rect
        x="282"
        y="188"
        width="100"
        height="6"
        rx="3"
        fill="#fff"
        fillOpacity="0.7"
      />
      <rect x="320" y="214" width="112" height="26" rx="13" fill="#0E9F8E" />
      <rect x="334" y="224" width="70" height="6" rx="3" fill="#fff" />
      {/* Office apps */}
      <g transform="rotate(5 150 280)">
        <rect x="70" y="220" width="170" height="110" rx="16" fill="#fff" />
        {[
          { x: 92, fill: "#2563EB" },
          { x: 140, fill: "#0E9F8E" },
          { x: 188, fill: "#6D4AFF" },
        ].map((app) => (
          <rect
            key={app.x}
            x={app.x}
            y="244"
            width="36"
            height="36"
            rx="9"
            fill={app.fill}
          />
        ))}
        <rect x="92" y="296" width="120" height="8" rx="4" fill="#CBD5E1" />
      </g>
    </svg>
  )
}
