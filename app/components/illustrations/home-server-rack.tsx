import type { SVGProps } from "react"
import { Stroke } from "./parts/marks.tsx"
import { amber, brand, clinic, neutral, onInk } from "./palette.ts"
import { Drawing } from "./parts/drawing.tsx"

const RING_DOTS = 12
const LED_COLOURS = [
  clinic.base,
  onInk.glow,
  clinic.base,
  amber.base,
  clinic.base,
]

/** A server rack inside a ring of twelve dots (European-zone hosting), guarded by a shield. */
export function HomeServerRack(props: SVGProps<SVGSVGElement>) {
  return (
    <Drawing viewBox="0 0 480 400" {...props}>
      <circle cx="240" cy="200" r="176" fill={neutral.white} />
      {Array.from({ length: RING_DOTS }, (_, i) => {
        const angle = (i / RING_DOTS) * Math.PI * 2
        return (
          <circle
            key={i}
            cx={(240 + 150 * Math.cos(angle)).toFixed(1)}
            cy={(200 + 150 * Math.sin(angle)).toFixed(1)}
            r="6"
            fill={brand.base}
            opacity="0.3"
          />
        )
      })}
      <rect
        x="150"
        y="70"
        width="180"
        height="262"
        rx="16"
        fill={neutral.ink}
      />
      {LED_COLOURS.map((colour, i) => {
        const y = 92 + i * 46
        return (
          <g key={y}>
            <rect
              x="168"
              y={y}
              width="144"
              height="34"
              rx="6"
              fill={onInk.raised}
            />
            <circle cx="186" cy={y + 17} r="4.5" fill={colour} />
            <circle cx="200" cy={y + 17} r="4.5" fill={onInk.rule} />
            <Stroke
              d={`M236 ${y + 9}h60M236 ${y + 17}h60M236 ${y + 25}h60`}
              colour={onInk.rule}
              width={3}
            />
          </g>
        )
      })}
      <rect x="178" y="332" width="20" height="14" rx="3" fill={neutral.ink} />
      <rect x="282" y="332" width="20" height="14" rx="3" fill={neutral.ink} />
      <path
        d="M352 236l52 20v36c0 34-22 56-52 66-30-10-52-32-52-66v-36z"
        fill={brand.base}
      />
      <Stroke d="M331 296l15 15 29-31" colour={neutral.white} width={8} />
    </Drawing>
  )
}
