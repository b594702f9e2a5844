import type { SVGProps } from "react"
import { Stroke } from "./home-svg-parts.tsx"

const RING_DOTS = 12
const LED_COLOURS = ["#0E9F8E", "#7BA7F2", "#0E9F8E", "#F59E0B", "#0E9F8E"]

/** A server rack inside a ring of twelve dots (European-zone hosting), guarded by a shield. */
export function HomeServerRack(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 480 400" aria-hidden="true" focusable="false" {...props}>
      <circle cx="240" cy="200" r="176" fill="#fff" />
      {Array.from({ length: RING_DOTS }, (_, i) => {
        const angle = (i / RING_DOTS) * Math.PI * 2
        return (
          <circle
            key={i}
            cx={(240 + 150 * Math.cos(angle)).toFixed(1)}
            cy={(200 + 150 * Math.sin(angle)).toFixed(1)}
            r="6"
            fill="#1F5FD6"
            opacity="0.3"
          />
        )
      })}
      <rect x="150" y="70" width="180" height="262" rx="16" fill="#0B1B32" />
      {LED_COLOURS.map((colour, i) => {
        const y = 92 + i * 46
        return (
          <g key={y}>
            <rect x="168" y={y} width="144" height="34" rx="6" fill="#1C2F4D" />
            <circle cx="186" cy={y + 17} r="4.5" fill={colour} />
            <circle cx="200" cy={y + 17} r="4.5" fill="#2B4469" />
            {[0, 8, 16].map((dy) => (
              <path
                key={dy}
                d={`M236 ${y + 9 + dy}h60`}
                stroke="#2B4469"
                strokeWidth="3"
                strokeLinecap="round"
              />
            ))}
          </g>
        )
      })}
      <rect x="178" y="332" width="20" height="14" rx="3" fill="#0B1B32" />
      <rect x="282" y="332" width="20" height="14" rx="3" fill="#0B1B32" />
      <path
        d="M352 236l52 20v36c0 34-22 56-52 66-30-10-52-32-52-66v-36z"
        fill="#1F5FD6"
      />
      <Stroke d="M331 296l15 15 29-31" colour="#fff" width={8} />
    </svg>
  )
}
