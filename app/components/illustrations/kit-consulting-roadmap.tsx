interface KitConsultingRoadmapProps {
  readonly className?: string
}

/** A four-stop roadmap rising to a goal flag in the grant's yellow (decorative). */
export function KitConsultingRoadmap({ className }: KitConsultingRoadmapProps) {
  const stops = [
    { x: 70, y: 280 },
    { x: 190, y: 220 },
    { x: 300, y: 250 },
    { x: 400, y: 150 },
  ]
  return (
    <svg
      viewBox="0 0 480 360"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="480" height="360" rx="24" fill="#fff" fillOpacity="0.06" />
      {[90, 150, 210, 270].map((y) => (
        <path key={y} d={`M32 ${y}H448`} stroke="#fff" strokeOpacity="0.08" />
      ))}
      <path
        d="M70 280 C120 250 140 220 190 220 S260 260 300 250 S370 170 400 150"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="4"
        strokeDasharray="2 12"
        strokeLinecap="round"
        fill="none"
      />
      {stops.map((stop, i) => (
        <g key={stop.x}>
          <circle cx={stop.x} cy={stop.y} r="26" fill="#fff" />
          <circle
            cx={stop.x}
            cy={stop.y}
            r="17"
            fill={i === stops.length - 1 ? "#FACC15" : "#1F5FD6"}
          />
          {Array.from({ length: i + 1 }, (_, dot) => (
            <circle
              key={dot}
              cx={stop.x - i * 4 + dot * 8}
              cy={stop.y}
              r="2.6"
              fill={i === stops.length - 1 ? "#0B1B32" : "#fff"}
            />
          ))}
        </g>
      ))}
      <path
        d="M400 124V60"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M402 60h52l-12 16 12 16h-52z" fill="#FACC15" />
      <rect x="48" y="56" width="150" height="86" rx="14" fill="#fff" />
      <rect x="64" y="74" width="70" height="9" rx="4.5" fill="#0B1B32" />
      <rect x="64" y="94" width="112" height="6" rx="3" fill="#CBD5E1" />
      <path
        d="M66 128l22-14 18 8 24-18 22 10"
        stroke="#0E9F8E"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
