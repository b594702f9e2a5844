interface NewsWebsiteBrowserProps {
  readonly className?: string
}

/** The new website in a browser window, with the assistant's chat bubble (decorative). */
export function NewsWebsiteBrowser({ className }: NewsWebsiteBrowserProps) {
  return (
    <svg
      viewBox="0 0 520 380"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="8" y="12" width="470" height="330" rx="18" fill="#E8F0FE" />
      <rect
        x="20"
        y="24"
        width="446"
        height="306"
        rx="12"
        fill="#fff"
        stroke="#E2E8F0"
      />
      <path
        d="M20 36a12 12 0 0 1 12-12h422a12 12 0 0 1 12 12v18H20z"
        fill="#F1F5F9"
      />
      {[38, 54, 70].map((cx) => (
        <circle key={cx} cx={cx} cy="39" r="5" fill="#CBD5E1" />
      ))}
      <rect x="96" y="32" width="250" height="14" rx="7" fill="#fff" />
      {/* Hero band */}
      <rect x="20" y="54" width="446" height="112" fill="#123A8C" />
      <rect x="44" y="78" width="170" height="14" rx="7" fill="#fff" />
      <rect
        x="44"
        y="102"
        width="220"
        height="8"
        rx="4"
        fill="#fff"
        fillOpacity="0.6"
      />
      <rect
        x="44"
        y="116"
        width="190"
        height="8"
        rx="4"
        fill="#fff"
        fillOpacity="0.6"
      />
      <rect x="44" y="136" width="84" height="18" rx="9" fill="#FACC15" />
      <path d="M330 150l40-56 30 36 22-20 34 40z" fill="#1F5FD6" />
      <circle cx="400" cy="84" r="12" fill="#FACC15" />
      {/* Service cards */}
      {[44, 184, 324].map((x, i) => (
        <g key={x}>
          <rect
            x={x}
            y="184"
            width="118"
            height="96"
            rx="10"
            fill="#fff"
            stroke="#E2E8F0"
          />
          <rect
            x={x + 14}
            y="198"
            width="26"
            height="26"
            rx="7"
            fill={["#1F5FD6", "#0E9F8E", "#D97706"][i]}
            fillOpacity="0.15"
          />
          <rect
            x={x + 14}
            y="236"
            width="74"
            height="8"
            rx="4"
            fill="#0B1B32"
          />
          <rect
            x={x + 14}
            y="252"
            width="88"
            height="6"
            rx="3"
            fill="#CBD5E1"
          />
          <rect
            x={x + 14}
            y="264"
            width="62"
            height="6"
            rx="3"
            fill="#CBD5E1"
          />
        </g>
      ))}
      {/* Assistant bubble */}
      <rect x="330" y="258" width="176" height="92" rx="16" fill="#0B1B32" />
      <rect x="348" y="276" width="96" height="8" rx="4" fill="#fff" />
      <rect
        x="348"
        y="292"
        width="136"
        height="6"
        rx="3"
        fill="#fff"
        fillOpacity="0.55"
      />
      <rect
        x="348"
        y="306"
        width="112"
        height="6"
        rx="3"
        fill="#fff"
        fillOpacity="0.55"
      />
      <rect x="348" y="322" width="60" height="14" rx="7" fill="#0E9F8E" />
    </svg>
  )
}
