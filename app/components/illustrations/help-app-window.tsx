import type { ReactNode } from "react"
import { Window } from "./parts/frames.tsx"
import { Bar } from "./parts/marks.tsx"
import { brand, lights, neutral } from "./palette.ts"
import { Drawing } from "./parts/drawing.tsx"

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
    <Drawing viewBox="0 0 480 320" className={className}>
      <Window
        x={8}
        y={8}
        width={464}
        height={304}
        bar={28}
        barFill={neutral.line}
        dots={[lights.red, lights.amber, lights.green]}
        size="small"
      />
      <path d="M8 36h104v276H22a14 14 0 0 1-14-14z" fill={neutral.ink} />
      {Array.from({ length: MENU_ITEMS }, (_, i) => {
        const isOpen = i === active
        return (
          <g key={i}>
            {isOpen ? (
              <rect
                x="18"
                y={54 + i * 32}
                width="84"
                height="22"
                rx="6"
                fill={brand.base}
              />
            ) : null}
            <rect
              x="26"
              y={61 + i * 32}
              width="8"
              height="8"
              rx="2"
              fill={neutral.white}
              opacity={isOpen ? 1 : 0.5}
            />
            <Bar
              x={40}
              y={63 + i * 32}
              width={isOpen ? 52 : 40}
              height={4}
              fill={neutral.white}
              opacity={isOpen ? 0.95 : 0.4}
            />
          </g>
        )
      })}
      <Bar x={128} y={52} width={116} height={10} fill={neutral.ink} />
      <Bar x={128} y={68} width={76} height={6} fill={neutral.muted} />
      {children}
    </Drawing>
  )
}
