import type { ReactNode } from "react"
import { Card, Window, type CardProps } from "./parts/frames.tsx"
import { Bar } from "./parts/marks.tsx"
import { Rects } from "./parts/tables.tsx"
import { brand, lights, neutral } from "./palette.ts"
import { Drawing } from "./parts/drawing.tsx"

const MENU_ITEMS = 6

interface HelpAppWindowProps {
  /** Which of the six sidebar entries is the open module. */
  readonly active: number
  readonly children: ReactNode
  readonly className?: string
}

/**
 * A stylised window of the management app: title bar, dark sidebar, content
 * area (x 128–456, y 52–296).
 */
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
        const y = 54 + i * 32
        const highlight = [18, y, 84, 22, brand.base, 6] as const
        return (
          <g key={i}>
            <Rects
              items={[
                ...(isOpen ? [highlight] : []),
                [26, y + 7, 8, 8, neutral.white, 2, isOpen ? 1 : 0.5],
              ]}
            />
            <Bar
              x={40}
              y={y + 9}
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

/** A panel of the app's content area: the app's thin border, on paper unless told. */
export function Panel({ fill = neutral.paper, ...card }: CardProps) {
  return <Card fill={fill} stroke={neutral.line} {...card} />
}
