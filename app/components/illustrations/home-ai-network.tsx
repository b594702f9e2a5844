import type { SVGProps } from "react"
import { Bars, Lines, Rects } from "./parts/tables.tsx"
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

/**
 * Documents feeding a model that answers in a chat bubble: retrieval-augmented
 * generation, drawn for dark bands.
 */
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
        {/* A document on its shadow */}
        <Rects
          items={[
            [22, 70, 70, 88, onInk.raised, 10],
            [12, 58, 70, 88, brand.sky, 10],
          ]}
        />
        <Lines
          x={24}
          y={76}
          widths={[46, 38, 46, 28]}
          gap={14}
          height={6}
          fill={onInk.glow}
        />
      </g>
      {/* Dotted links: documents to the model, the model to the answer */}
      {["M88 104h96", "M296 110h70"].map((d) => (
        <path
          key={d}
          d={d}
          stroke={onInk.glow}
          strokeWidth="3"
          strokeDasharray="2 9"
          strokeLinecap="round"
        />
      ))}
      <circle cx="240" cy="110" r="52" fill={brand.base} opacity="0.25" />
      <circle cx="240" cy="110" r="38" fill={brand.base} />
      <path
        d="M240 88l5 14 14 5-14 5-5 14-5-14-14-5 14-5z"
        fill={neutral.white}
      />
      <path
        d="M376 76h84a10 10 0 0 1 10 10v44a10 10 0 0 1-10 10h-58l-18 14v-14h-8a10 10 0 0 1-10-10V86a10 10 0 0 1 10-10z"
        fill={neutral.white}
      />
      <Bars
        items={[
          [384, 94, 70, 7, neutral.ink],
          [384, 110, 52, 7, neutral.quiet],
        ]}
      />
      <circle cx="450" cy="124" r="6" fill={clinic.base} />
    </Drawing>
  )
}
