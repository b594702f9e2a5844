import { HelpAppWindow } from "./help-app-window.tsx"
import { HelpPill, HelpRow, helpInk } from "./help-shapes.tsx"

/** Carriers and products: a list of carriers, a lorry and the product catalogue with prices. */
export function HelpCarriersScreen({
  className,
}: {
  readonly className?: string
}) {
  return (
    <HelpAppWindow active={1} className={className}>
      <HelpPill x={392} y={50} width={64} height={20} fill={helpInk.brand} />
      <rect
        x="128"
        y="86"
        width="168"
        height="102"
        rx="10"
        fill={helpInk.paper}
        stroke={helpInk.line}
      />
      <HelpRow x={134} y={92} width={156} mark={helpInk.teal} />
      <HelpRow x={134} y={124} width={156} mark={helpInk.teal} />
      <HelpRow x={134} y={156} width={156} mark={helpInk.teal} />
      <path d="M306 170h150" stroke={helpInk.line} strokeWidth="2" />
      <rect
        x="310"
        y="104"
        width="84"
        height="54"
        rx="4"
        fill={helpInk.amber}
      />
      <path
        d="M318 118h68M318 130h68M318 142h68"
        stroke="#fff"
        strokeOpacity="0.5"
        strokeWidth="3"
      />
      <path d="M398 118h26l16 18v22h-42z" fill={helpInk.brand} />
      <path d="M406 124h16l10 12h-26z" fill={helpInk.sky} />
      <circle cx="332" cy="162" r="9" fill={helpInk.ink} />
      <circle cx="332" cy="162" r="3.5" fill={helpInk.muted} />
      <circle cx="370" cy="162" r="9" fill={helpInk.ink} />
      <circle cx="370" cy="162" r="3.5" fill={helpInk.muted} />
      <circle cx="422" cy="162" r="9" fill={helpInk.ink} />
      <circle cx="422" cy="162" r="3.5" fill={helpInk.muted} />
      <rect
        x="128"
        y="198"
        width="328"
        height="98"
        rx="10"
        fill={helpInk.paper}
        stroke={helpInk.line}
      />
      <HelpRow x={136} y={204} width={312} mark={helpInk.brand} />
      <HelpRow x={136} y={234} width={312} mark={helpInk.brand} />
      <HelpRow x={136} y={264} width={312} mark={helpInk.brand} />
    </HelpAppWindow>
  )
}
