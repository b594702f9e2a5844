interface QuarryWeighbridgeTruckProps {
  readonly className?: string
}

/** A tipper lorry on the weighbridge, the scale's display and a signed delivery note (decorative). */
export function QuarryWeighbridgeTruck({
  className,
}: QuarryWeighbridgeTruckProps) {
  return (
    <svg
      viewBox="0 0 480 360"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id="quarry-scene-clip">
          <rect width="480" height="360" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#quarry-scene-clip)">
        <rect width="480" height="360" fill="#fff" fillOpacity="0.06" />
        {/* Quarry faces behind the weighbridge */}
        <path
          d="M0 220 L90 120 L150 170 L230 80 L330 190 L390 140 L480 210 V250 H0Z"
          fill="#78716C"
          fillOpacity="0.55"
        />
        <path
          d="M0 240 L120 170 L200 210 L300 150 L400 215 L480 190 V260 H0Z"
          fill="#57534E"
        />
        <path d="M230 80 L262 116 L214 124Z" fill="#A8A29E" fillOpacity="0.6" />
        {/* Weighbridge platform */}
        <rect x="24" y="268" width="330" height="18" rx="4" fill="#D6D3D1" />
        <rect x="24" y="286" width="330" height="10" rx="3" fill="#78716C" />
        <rect x="40" y="296" width="14" height="16" fill="#44403C" />
        <rect x="322" y="296" width="14" height="16" fill="#44403C" />
        {/* Tipper body with aggregate */}
        <path d="M48 168 Q110 136 186 168Z" fill="#A8A29E" />
        <path d="M40 168 H196 L186 232 H52Z" fill="#D97706" />
        <path
          d="M58 182 H180 M62 200 H176 M66 218 H172"
          stroke="#B45309"
          strokeWidth="4"
          strokeLinecap="round"
        />
        {/* Chassis and cab */}
        <rect x="40" y="232" width="250" height="14" rx="3" fill="#292524" />
        <path
          d="M206 176 H254 Q270 176 276 196 L286 232 H206Z"
          fill="#F5F5F4"
        />
        <path
          d="M222 188 H250 Q260 188 264 204 L267 214 H222Z"
          fill="#0B1B32"
          fillOpacity="0.75"
        />
        <rect x="206" y="220" width="80" height="6" fill="#D97706" />
        {/* Wheels */}
        {[84, 134, 250].map((cx) => (
          <g key={cx}>
            <circle cx={cx} cy="250" r="18" fill="#1C1917" />
            <circle cx={cx} cy="250" r="7" fill="#A8A29E" />
          </g>
        ))}
        {/* Scale terminal */}
        <rect x="384" y="166" width="8" height="120" fill="#44403C" />
        <rect x="350" y="118" width="76" height="56" rx="10" fill="#1C1917" />
        <rect x="360" y="130" width="56" height="22" rx="4" fill="#064E3B" />
        {[366, 378, 390, 402].map((x) => (
          <rect
            key={x}
            x={x}
            y="135"
            width="8"
            height="12"
            rx="1.5"
            fill="#34D399"
          />
        ))}
        <circle cx="372" cy="163" r="3.5" fill="#F59E0B" />
        <circle cx="386" cy="163" r="3.5" fill="#A8A29E" />
        {/* Signed delivery note */}
        <g transform="rotate(6 420 60)">
          <rect x="370" y="22" width="88" height="104" rx="8" fill="#fff" />
          <rect x="382" y="36" width="46" height="6" rx="3" fill="#D97706" />
          <rect x="382" y="52" width="64" height="4" rx="2" fill="#D6D3D1" />
          <rect x="382" y="62" width="56" height="4" rx="2" fill="#D6D3D1" />
          <rect x="382" y="72" width="60" height="4" rx="2" fill="#D6D3D1" />
          <path
            d="M384 104 q8 -14 14 -2 t14 -4 t12 2 t10 -6"
            stroke="#0B1B32"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
          <circle cx="444" cy="106" r="9" fill="#0E9F8E" />
          <path
            d="M439.5 106 l3 3 l6 -6"
            stroke="#fff"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
        {/* Ground */}
        <rect
          x="0"
          y="312"
          width="480"
          height="48"
          fill="#1C1917"
          fillOpacity="0.35"
        />
      </g>
    </svg>
  )
}
