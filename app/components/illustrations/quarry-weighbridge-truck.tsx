import { QuarryDeliveryNote } from "./quarry-delivery-note.tsx"
import { amber, lights, neutral, quarry } from "./palette.ts"
import { Drawing, type DrawingProps } from "./parts/drawing.tsx"

const tone = quarry

/** A tipper lorry on the weighbridge, the scale's display and a signed delivery note (decorative). */
export function QuarryWeighbridgeTruck({ className }: DrawingProps) {
  return (
    <Drawing viewBox="0 0 480 360" className={className}>
      <defs>
        <clipPath id="quarry-scene-clip">
          <rect width="480" height="360" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#quarry-scene-clip)">
        <rect
          width="480"
          height="360"
          fill={neutral.white}
          fillOpacity="0.06"
        />
        {/* Quarry faces behind the weighbridge */}
        <path
          d="M0 220 L90 120 L150 170 L230 80 L330 190 L390 140 L480 210 V250 H0Z"
          fill={tone.stone}
          fillOpacity="0.55"
        />
        <path
          d="M0 240 L120 170 L200 210 L300 150 L400 215 L480 190 V260 H0Z"
          fill={tone.base}
        />
        <path
          d="M230 80 L262 116 L214 124Z"
          fill={tone.light}
          fillOpacity="0.6"
        />
        {/* Weighbridge platform */}
        <rect x="24" y="268" width="330" height="18" rx="4" fill={tone.tint} />
        <rect x="24" y="286" width="330" height="10" rx="3" fill={tone.stone} />
        <rect x="40" y="296" width="14" height="16" fill={tone.rock} />
        <rect x="322" y="296" width="14" height="16" fill={tone.rock} />
        {/* Tipper body with aggregate */}
        <path d="M48 168 Q110 136 186 168Z" fill={tone.light} />
        <path d="M40 168 H196 L186 232 H52Z" fill={tone.amber} />
        <path
          d="M58 182 H180 M62 200 H176 M66 218 H172"
          stroke={amber.deep}
          strokeWidth="4"
          strokeLinecap="round"
        />
        {/* Chassis and cab */}
        <rect x="40" y="232" width="250" height="14" rx="3" fill={tone.deep} />
        <path
          d="M206 176 H254 Q270 176 276 196 L286 232 H206Z"
          fill={tone.wash}
        />
        <path
          d="M222 188 H250 Q260 188 264 204 L267 214 H222Z"
          fill={neutral.ink}
          fillOpacity="0.75"
        />
        <rect x="206" y="220" width="80" height="6" fill={tone.amber} />
        {/* Wheels */}
        {[84, 134, 250].map((cx) => (
          <g key={cx}>
            <circle cx={cx} cy="250" r="18" fill={tone.night} />
            <circle cx={cx} cy="250" r="7" fill={tone.light} />
          </g>
        ))}
        {/* Scale terminal */}
        <rect x="384" y="166" width="8" height="120" fill={tone.rock} />
        <rect
          x="350"
          y="118"
          width="76"
          height="56"
          rx="10"
          fill={tone.night}
        />
        <rect
          x="360"
          y="130"
          width="56"
          height="22"
          rx="4"
          fill={tone.display}
        />
        {[366, 378, 390, 402].map((x) => (
          <rect
            key={x}
            x={x}
            y="135"
            width="8"
            height="12"
            rx="1.5"
            fill={lights.green}
          />
        ))}
        <circle cx="372" cy="163" r="3.5" fill={amber.base} />
        <circle cx="386" cy="163" r="3.5" fill={tone.light} />
        <QuarryDeliveryNote />
        {/* Ground */}
        <rect
          x="0"
          y="312"
          width="480"
          height="48"
          fill={tone.night}
          fillOpacity="0.35"
        />
      </g>
    </Drawing>
  )
}
