import { HelpAppWindow } from "./help-app-window.tsx"
import { amber, brand, neutral, status } from "./palette.ts"
import { Card } from "./parts/frames.tsx"
import { Bar, Stroke } from "./parts/marks.tsx"
import { DocLines, Pill, Row } from "./parts/records.tsx"
import type { DrawingProps } from "./parts/drawing.tsx"

/** The invoices module: status filters, an invoice with concepts and totals, and its PDF. */
export function HelpInvoicesScreen({ className }: DrawingProps) {
  const total = { height: 4, fill: neutral.muted }
  return (
    <HelpAppWindow active={3} className={className}>
      <Pill x={128} y={84} width={96} fill={amber.base} />
      <Pill x={230} y={84} width={64} fill={brand.base} />
      <Pill x={300} y={84} width={48} fill={neutral.muted} />
      <Card x={128} y={112} width={210} height={184} stroke={neutral.line} />
      <Bar x={142} y={126} width={70} fill={neutral.ink} />
      <Bar x={142} y={140} width={110} height={5} fill={neutral.muted} />
      <DocLines x={142} y={162} width={182} rows={3} gap={20} />
      <path d="M142 226h182" stroke={neutral.line} />
      <Bar x={236} y={236} width={40} {...total} />
      <Bar x={290} y={236} width={34} {...total} />
      <Bar x={236} y={248} width={40} {...total} />
      <Bar x={290} y={248} width={34} {...total} fill={status.ok} />
      <rect x="236" y="264" width="88" height="14" rx="4" fill={neutral.ink} />
      <path
        d="M356 112h50l18 18v72h-68z"
        fill={neutral.white}
        stroke={neutral.line}
      />
      <path d="M406 112v18h18" fill={neutral.line} />
      <rect x="356" y="176" width="68" height="18" fill={status.error} />
      <Bar x={370} y={183} width={40} height={4} fill={neutral.white} />
      <Stroke
        d="M390 134v26m-10-10 10 10 10-10"
        colour={brand.base}
        width={4}
      />
      <Row x={350} y={216} width={106} mark={amber.base} />
      <Row x={350} y={248} width={106} mark={status.ok} />
    </HelpAppWindow>
  )
}
