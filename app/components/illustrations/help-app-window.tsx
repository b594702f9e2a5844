import type { ReactNode } from "react"
import { helpInk } from "./help-shapes.tsx"

const MENU_ITEMS = 6

interface HelpAppWindowProps {
  /** Which of the six sidebar entries is the open module. */
  readonly active: number
  readonly children: ReactNode
  readonly className?: string
}

/** A stylised window of the management app: title bar, dark sidebar, content area (x 128–456, y 52–296). */
export function HelpAppWindow({
  active,
  children,
  className,
}: HelpAppWindowProps) {
  return (
    <svg
      viewBox="0 0 480 320"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="8" y="8" width="464" height="304" rx="14" fill="#fff" />
      <path
        d="M8 22a14 14 0 0 1 14-14h436a14 14 0 0 1 14 14v14H8z"
        fill={helpInk.line}
      />
      <circle cx="26" cy="22" r="4" fill="#F87171" />
      <circle cx="40" cy="22" r="4" fill="#FBBF24" />
      <circle cx="54" cy="22" r="4" fill="#34D399" />
      <path d="M8 36h104v276H22a14 14 0 0 1-14-14z" fill={helpInk.ink} />
      {Array.from({ length: MENU_ITEMS }, (_, i) => (
        <g key={i}>
          <rect
            x="18"
            y={54 + i * 32}
            width="84"
            height="22"
            rx="6"
            fill={i === active ? helpInk.brand : "transparent"}
          />
          <rect
            x="26"
            y={61 + i * 32}
            width="8"
            height="8"
            rx="2"
            fill="#fff"
            opacity={i === active ? 1 : 0.5}
          />
          <rect
            x="40"
            y={63 + i * 32}
            width={i === active ? 52 : 40}
            height="4"
            rx="2"
            fill="#fff"
            opacity={i === active ? 0.95 : 0.4}
          />
        </g>
      ))}
      <rect x="128" y="52" width="116" height="10" rx="5" fill={helpInk.ink} />
      <rect x="128" y="68" width="76" height="6" rx="3" fill={helpInk.muted} />
      {children}
    </svg>
  )
}
