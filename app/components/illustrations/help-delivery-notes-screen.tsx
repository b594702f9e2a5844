import { HelpAppWindow } from "./help-app-window.tsx"
import { HelpDocLines } from "./help-doc-lines.tsx"
import { HelpPill, helpInk } from "./help-shapes.tsx"

const ORIGINS = [0, 1, 2, 3]

/** The delivery-notes module: a validated note with its lines, the four origins and the actions. */
export function HelpDeliveryNotesScreen({
  className,
}: {
  readonly className?: string
}) {
  return (
    <HelpAppWindow active={2} className={className}>
      <rect
        x="128"
        y="86"
        width="222"
        height="210"
        rx="8"
        fill="#fff"
        stroke={helpInk.line}
      />
      <rect x="142" y="100" width="90" height="8" rx="4" fill={helpInk.ink} />
      <HelpPill x={272} y={96} width={64} fill={helpInk.green} />
      <rect
        x="142"
        y="118"
        width="60"
        height="5"
        rx="2.5"
        fill={helpInk.muted}
      />
      <rect x="142" y="136" width="194" height="22" rx="5" fill={helpInk.sky} />
      <circle cx="154" cy="147" r="5" fill={helpInk.brand} />
      <rect x="166" y="145" width="80" height="4" rx="2" fill={helpInk.brand} />
      <HelpDocLines x={142} y={172} width={194} rows={4} gap={22} hasDividers />
      <rect x="272" y="266" width="64" height="10" rx="5" fill={helpInk.ink} />
      {ORIGINS.map((i) => (
        <g key={i}>
          <rect
            x="364"
            y={86 + i * 30}
            width="92"
            height="24"
            rx="6"
            fill="#fff"
            stroke={i === 0 ? helpInk.brand : helpInk.line}
          />
          <circle
            cx="378"
            cy={98 + i * 30}
            r="5"
            fill={i === 0 ? helpInk.brand : "#fff"}
            stroke={i === 0 ? helpInk.brand : helpInk.muted}
            strokeWidth="1.5"
          />
          <rect
            x="390"
            y={96 + i * 30}
            width={40 + (i % 2) * 14}
            height="4"
            rx="2"
            fill={helpInk.ink}
            opacity="0.6"
          />
        </g>
      ))}
      <HelpPill x={364} y={220} width={92} height={22} fill={helpInk.brand} />
      <HelpPill x={364} y={250} width={92} height={22} fill={helpInk.ink} />
    </HelpAppWindow>
  )
}
