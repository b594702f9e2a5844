import { HelpAppWindow } from "./help-app-window.tsx"
import { amber, brand, clinic, neutral } from "./palette.ts"
import { Card } from "./parts/frames.tsx"
import { Pill, Row } from "./parts/records.tsx"
import type { DrawingProps } from "./parts/drawing.tsx"

const panel = { fill: neutral.paper, stroke: neutral.line, radius: 10 }

/** Carriers and products: a list of carriers, a lorry and the product catalogue with prices. */
export function HelpCarriersScreen({ className }: DrawingProps) {
  return (
    <HelpAppWindow active={1} className={className}>
      <Pill x={392} y={50} width={64} height={20} fill={brand.base} />
      <Card x={128} y={86} width={168} height={102} {...panel} />
      {[92, 124, 156].map((y) => (
        <Row key={y} x={134} y={y} width={156} mark={clinic.base} />
      ))}
      <path d="M306 170h150" stroke={neutral.line} strokeWidth="2" />
      <rect x="310" y="104" width="84" height="54" rx="4" fill={amber.base} />
      <path
        d="M318 118h68M318 130h68M318 142h68"
        stroke={neutral.white}
        strokeOpacity="0.5"
        strokeWidth="3"
      />
      <path d="M398 118h26l16 18v22h-42z" fill={brand.base} />
      <path d="M406 124h16l10 12h-26z" fill={brand.sky} />
      {[332, 370, 422].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="162" r="9" fill={neutral.ink} />
          <circle cx={cx} cy="162" r="3.5" fill={neutral.muted} />
        </g>
      ))}
      <Card x={128} y={198} width={328} height={98} {...panel} />
      {[204, 234, 264].map((y) => (
        <Row key={y} x={136} y={y} width={312} mark={brand.base} />
      ))}
    </HelpAppWindow>
  )
}
