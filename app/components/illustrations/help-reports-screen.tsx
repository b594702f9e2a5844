import { HelpAppWindow } from "./help-app-window.tsx"
import { Card } from "./parts/frames.tsx"
import { Bar, Check } from "./parts/marks.tsx"
import { Pill } from "./parts/records.tsx"
import { amber, brand, clinic, neutral, status } from "./palette.ts"
import type { DrawingProps } from "./parts/drawing.tsx"

const BARS = [58, 84, 46, 100, 72, 90]
const CHECKS = [status.ok, status.ok, amber.base, status.ok]
const panel = { fill: neutral.paper, stroke: neutral.line }

/** The reports module: a chart, the automatic checks and the PDF and Excel exports. */
export function HelpReportsScreen({ className }: DrawingProps) {
  return (
    <HelpAppWindow active={4} className={className}>
      <Pill x={392} y={50} width={64} height={20} fill={status.ok} />
      <Card x={128} y={86} width={200} height={130} {...panel} />
      {BARS.map((height, i) => (
        <rect
          key={i}
          x={146 + i * 29}
          y={204 - height}
          width="18"
          height={height}
          rx="4"
          fill={i === 3 ? clinic.base : brand.base}
        />
      ))}
      <Card x={340} y={86} width={116} height={130} {...panel} />
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
      <Card x={128} y={228} width={158} height={68} fill={status.errorTint} />
      <path d="M146 242h22l10 10v30h-32z" fill={neutral.white} />
      <rect x="146" y="268" width="32" height="10" fill={status.error} />
      <Bar
        x={192}
        y={252}
        width={70}
        height={6}
        fill={status.error}
        opacity={0.7}
      />
      <Card x={298} y={228} width={158} height={68} fill={status.okTint} />
      <rect
        x="316"
        y="242"
        width="32"
        height="40"
        rx="3"
        fill={neutral.white}
      />
      <path
        d="M316 255h32M316 268h32M332 242v40"
        stroke={status.ok}
        strokeWidth="2"
      />
      <Bar
        x={362}
        y={252}
        width={70}
        height={6}
        fill={status.ok}
        opacity={0.7}
      />
    </HelpAppWindow>
  )
}
