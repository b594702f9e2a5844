import { brand, clinic, neutral } from "./palette.ts"
import { Card } from "./parts/frames.tsx"
import { Bar, Stroke } from "./parts/marks.tsx"
import { Drawing, type DrawingProps } from "./parts/drawing.tsx"

const STOPS = [
  { x: 70, y: 280 },
  { x: 190, y: 220 },
  { x: 300, y: 250 },
  { x: 400, y: 150 },
]

/** A four-stop roadmap rising to a goal flag in the grant's yellow (decorative). */
export function KitConsultingRoadmap({ className }: DrawingProps) {
  return (
    <Drawing viewBox="0 0 480 360" className={className}>
      <rect
        width="480"
        height="360"
        rx="24"
        fill={neutral.white}
        fillOpacity="0.06"
      />
      {[90, 150, 210, 270].map((y) => (
        <path
          key={y}
          d={`M32 ${y}H448`}
          stroke={neutral.white}
          strokeOpacity="0.08"
        />
      ))}
      <path
        d="M70 280 C120 250 140 220 190 220 S260 260 300 250 S370 170 400 150"
        stroke={neutral.white}
        strokeOpacity="0.55"
        strokeWidth="4"
        strokeDasharray="2 12"
        strokeLinecap="round"
        fill="none"
      />
      {STOPS.map((stop, i) => {
        const isGoal = i === STOPS.length - 1
        return (
          <g key={stop.x}>
            <circle cx={stop.x} cy={stop.y} r="26" fill={neutral.white} />
            <circle
              cx={stop.x}
              cy={stop.y}
              r="17"
              fill={isGoal ? brand.grant : brand.base}
            />
            {Array.from({ length: i + 1 }, (_, dot) => (
              <circle
                key={dot}
                cx={stop.x - i * 4 + dot * 8}
                cy={stop.y}
                r="2.6"
                fill={isGoal ? neutral.ink : neutral.white}
              />
            ))}
          </g>
        )
      })}
      <Stroke d="M400 124V60" colour={neutral.white} width={4} />
      <path d="M402 60h52l-12 16 12 16h-52z" fill={brand.grant} />
      <Card x={48} y={56} width={150} height={86} radius={14} />
      <Bar x={64} y={74} width={70} height={9} fill={neutral.ink} />
      <Bar x={64} y={94} width={112} height={6} fill={neutral.muted} />
      <Stroke
        d="M66 128l22-14 18 8 24-18 22 10"
        colour={clinic.base}
        width={4}
      />
    </Drawing>
  )
}
