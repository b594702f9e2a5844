import type { SVGProps } from "react"
import { Bar } from "./parts/marks.tsx"
import { brand, clinic, neutral, onInk } from "./palette.ts"
import { Drawing } from "./parts/drawing.tsx"

/** Outer nodes of the network: x, y, radius. */
const NODES: readonly (readonly [number, number, number])[] = [
  [150, 40, 7],
  [330, 36, 9],
  [380, 120, 6],
  [120, 150, 6],
  [300, 196, 8],
]

/** Documents feeding a model that answers in a chat bubble: retrieval-augmented generation, drawn for dark bands. */
export function HomeAiNetwork(props: SVGProps<SVGSVGElement>) {
  return (
    <Drawing viewBox="0 0 480 220" {...props}>
      {NODES.map(([x, y]) => (
        <path
          key={`l${x}`}
          d={`M240 110L${x} ${y}`}
          stroke={onInk.rule}
          strokeWidth="2"
        />
      ))}
      {NODES.map(([x, y, r]) => (
        <circle key={`n${x}`} cx={x} cy={y} r={r} fill={onInk.glow} />
      ))}
      <g>
        <rect
          x="22"
          y="70"
          width="70"
          height="88"
          rx="10"
          fill={onInk.raised}
        />
        <rect x="12" y="58" width="70" height="88" rx="10" fill={brand.sky} />
        {[46, 38, 46, 28].map((width, i) => (
          <Bar
            key={i}
            x={24}
            y={76 + i * 14}
            width={width}
            height={6}
            fill={onInk.glow}
          />
        ))}
      </g>
      <path
        d="M88 104h96"
        stroke={onInk.glow}
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <circle cx="240" cy="110" r="52" fill={brand.base} opacity="0.25" />
      <circle cx="240" cy="110" r="38" fill={brand.base} />
      <path
        d="M240 88l5 14 14 5-14 5-5 14-5-14-14-5 14-5z"
        fill={neutral.white}
      />
      <path
        d="M296 110h70"
        stroke={onInk.glow}
        strokeWidth="3"
        strokeDasharray="2 9"
        strokeLinecap="round"
      />
      <path
        d="M376 76h84a10 10 0 0 1 10 10v44a10 10 0 0 1-10 10h-58l-18 14v-14h-8a10 10 0 0 1-10-10V86a10 10 0 0 1 10-10z"
        fill={neutral.white}
      />
      <Bar x={384} y={94} width={70} height={7} fill={neutral.ink} />
      <Bar x={384} y={110} width={52} height={7} fill={neutral.quiet} />
      <circle cx="450" cy="124" r="6" fill={clinic.base} />
    </Drawing>
  )
}
