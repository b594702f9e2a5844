import { HelpAppWindow, Panel } from "./help-app-window.tsx"
import { Card } from "./parts/frames.tsx"
import { Bar, Check } from "./parts/marks.tsx"
import { Rects } from "./parts/tables.tsx"
import { Pill } from "./parts/records.tsx"
import { amber, brand, clinic, neutral, status } from "./palette.ts"
import type { DrawingProps } from "./parts/drawing.tsx"

const BARS = [58, 84, 46, 100, 72, 90]
const CHECKS = [status.ok, status.ok, amber.base, status.ok]
/** The two exports: PDF in red, Excel in green. */
const EXPORTS = [
  { x: 128, tint: status.errorTint, ink: status.error },
  { x: 298, tint: status.okTint, ink: status.ok },
]

/** The reports module: a chart, the automatic checks and the PDF and Excel exports. */
export function HelpReportsScreen({ className }: DrawingProps) {
  return (
    <HelpAppWindow active={4} className={className}>
      <Pill x={392} y={50} width={64} height={20} fill={status.ok} />
      <Panel x={128} y={86} width={200} height={130} />
      <Rects
        items={BARS.map((height, i) => [
          146 + i * 29,
          204 - height,
          18,
          height,
          i === 3 ? clinic.base : brand.base,
          4,
        ])}
      />
      <Panel x={340} y={86} width={116} height={130} />
      {CHECKS.map((color, i) => (
        <g key={i}>
          <Check cx={358} cy={108 + i * 28} r={8} fill={color} />
          <Bar
            x={374}
            y={106 + i * 28}
            width={62 - (i % 2) * 16}
            height={4}
            fill={neutral.ink}
            opacity={0.6}
          />
        </g>
      ))}
      {EXPORTS.map(({ x, tint, ink }) => (
        <g key={x}>
          <Card x={x} y={228} width={158} height={68} fill={tint} />
          <Bar
            x={x + 64}
            y={252}
            width={70}
            height={6}
            fill={ink}
            opacity={0.7}
          />
        </g>
      ))}
      {/* A PDF page */}
      <path d="M146 242h22l10 10v30h-32z" fill={neutral.white} />
      <Rects items={[[146, 268, 32, 10, status.error]]} />
      {/* A spreadsheet */}
      <Rects items={[[316, 242, 32, 40, neutral.white, 3]]} />
      <path
        d="M316 255h32M316 268h32M332 242v40"
        stroke={status.ok}
        strokeWidth="2"
      />
    </HelpAppWindow>
  )
}
