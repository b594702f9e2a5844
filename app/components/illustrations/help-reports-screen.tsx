import { HelpAppWindow } from "./help-app-window.tsx"
import { HelpPill, helpInk } from "./help-shapes.tsx"

const BARS = [58, 84, 46, 100, 72, 90]
const CHECKS = [helpInk.green, helpInk.green, helpInk.amber, helpInk.green]

/** The reports module: a chart, the automatic checks and the PDF and Excel exports. */
export function HelpReportsScreen({
  className,
}: {
  readonly className?: string
}) {
  return (
    <HelpAppWindow active={4} className={className}>
      <HelpPill x={392} y={50} width={64} height={20} fill={helpInk.green} />
      <rect
        x="128"
        y="86"
        width="200"
        height="130"
        rx="8"
        fill={helpInk.paper}
        stroke={helpInk.line}
      />
      {BARS.map((height, i) => (
        <rect
          key={i}
          x={146 + i * 29}
          y={204 - height}
          width="18"
          height={height}
          rx="4"
          fill={i === 3 ? helpInk.teal : helpInk.brand}
        />
      ))}
      <rect
        x="340"
        y="86"
        width="116"
        height="130"
        rx="8"
        fill={helpInk.paper}
        stroke={helpInk.line}
      />
      {CHECKS.map((color, i) => (
        <g key={i}>
          <circle cx="358" cy={108 + i * 28} r="8" fill={color} />
          <path
            d={`M354 ${108 + i * 28}l3 3 5-6`}
            stroke="#fff"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <rect
            x="374"
            y={106 + i * 28}
            width={62 - (i % 2) * 16}
            height="4"
            rx="2"
            fill={helpInk.ink}
            opacity="0.6"
          />
        </g>
      ))}
      <rect x="128" y="228" width="158" height="68" rx="8" fill="#FEE2E2" />
      <path d="M146 242h22l10 10v30h-32z" fill="#fff" />
      <rect x="146" y="268" width="32" height="10" fill={helpInk.red} />
      <rect
        x="192"
        y="252"
        width="70"
        height="6"
        rx="3"
        fill={helpInk.red}
        opacity="0.7"
      />
      <rect x="298" y="228" width="158" height="68" rx="8" fill="#DCFCE7" />
      <rect x="316" y="242" width="32" height="40" rx="3" fill="#fff" />
      <path
        d="M316 255h32M316 268h32M332 242v40"
        stroke={helpInk.green}
        strokeWidth="2"
      />
      <rect
        x="362"
        y="252"
        width="70"
        height="6"
        rx="3"
        fill={helpInk.green}
        opacity="0.7"
      />
    </HelpAppWindow>
  )
}
