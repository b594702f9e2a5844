import { QuarryDeliveryNote } from "./quarry-delivery-note.tsx"
import { amber, lights, neutral, quarry } from "./palette.ts"
import { Drawing, type DrawingProps } from "./parts/drawing.tsx"
import { Paths, Rects } from "./parts/tables.tsx"

const tone = quarry

/**
 * A tipper lorry on the weighbridge, the scale's display and a signed delivery
 * note (decorative).
 */
export function QuarryWeighbridgeTruck({ className }: DrawingProps) {
  return (
    <Drawing viewBox="0 0 480 360" className={className}>
      <defs>
        <clipPath id="quarry-scene-clip">
          <rect width="480" height="360" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#quarry-scene-clip)">
        <Rects items={[[0, 0, 480, 360, neutral.white, undefined, 0.06]]} />
        {/* Quarry faces behind the weighbridge */}
        <Paths
          items={[
            [
              "M0 220 L90 120 L150 170 L230 80 L330 190 L390 140 L480 210 V250 H0Z",
              tone.stone,
              0.55,
            ],
            [
              "M0 240 L120 170 L200 210 L300 150 L400 215 L480 190 V260 H0Z",
              tone.base,
            ],
            ["M230 80 L262 116 L214 124Z", tone.light, 0.6],
          ]}
        />
        {/* Weighbridge platform */}
        <Rects
          items={[
            [24, 268, 330, 18, tone.tint, 4],
            [24, 286, 330, 10, tone.stone, 3],
            [40, 296, 14, 16, tone.rock],
            [322, 296, 14, 16, tone.rock],
          ]}
        />
        {/* Tipper body with aggregate */}
        <Paths
          items={[
            ["M48 168 Q110 136 186 168Z", tone.light],
            ["M40 168 H196 L186 232 H52Z", tone.amber],
          ]}
        />
        <path
          d="M58 182 H180 M62 200 H176 M66 218 H172"
          stroke={amber.deep}
          strokeWidth="4"
          strokeLinecap="round"
        />
        {/* Chassis and cab */}
        <Rects items={[[40, 232, 250, 14, tone.deep, 3]]} />
        <Paths
          items={[
            ["M206 176 H254 Q270 176 276 196 L286 232 H206Z", tone.wash],
            [
              "M222 188 H250 Q260 188 264 204 L267 214 H222Z",
              neutral.ink,
              0.75,
            ],
          ]}
        />
        <Rects items={[[206, 220, 80, 6, tone.amber]]} />
        {/* Wheels */}
        {[84, 134, 250].map((cx) => (
          <g key={cx}>
            <circle cx={cx} cy="250" r="18" fill={tone.night} />
            <circle cx={cx} cy="250" r="7" fill={tone.light} />
          </g>
        ))}
        {/* Scale terminal: post, body, display and its four digits */}
        <Rects
          items={[
            [384, 166, 8, 120, tone.rock],
            [350, 118, 76, 56, tone.night, 10],
            [360, 130, 56, 22, tone.display, 4],
            ...[366, 378, 390, 402].map(
              (x) => [x, 135, 8, 12, lights.green, 1.5] as const,
            ),
          ]}
        />
        <circle cx="372" cy="163" r="3.5" fill={amber.base} />
        <circle cx="386" cy="163" r="3.5" fill={tone.light} />
        <QuarryDeliveryNote />
        {/* Ground */}
        <Rects items={[[0, 312, 480, 48, tone.night, undefined, 0.35]]} />
      </g>
    </Drawing>
  )
}
