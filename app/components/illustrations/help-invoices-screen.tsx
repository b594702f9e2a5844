import { HelpAppWindow } from "./help-app-window.tsx"
import { HelpDocLines } from "./help-doc-lines.tsx"
import { HelpPill, HelpRow, helpInk } from "./help-shapes.tsx"

/** The invoices module: status filters, an invoice with concepts and totals, and its PDF. */
export function HelpInvoicesScreen({
  className,
}: {
  readonly className?: string
}) {
  return (
    <HelpAppWindow active={3} className={className}>
      <HelpPill x={128} y={84} width={96} fill={helpInk.amber} />
      <HelpPill x={230} y={84} width={64} fill={helpInk.brand} />
      <HelpPill x={300} y={84} width={48} fill={helpInk.muted} />
      <rect
        x="128"
        y="112"
        width="210"
        height="184"
        rx="8"
        fill="#fff"
        stroke={helpInk.line}
      />
      <rect x="142" y="126" width="70" height="8" rx="4" fill={helpInk.ink} />
      <rect
        x="142"
        y="140"
        width="110"
        height="5"
        rx="2.5"
        fill={helpInk.muted}
      />
      <HelpDocLines x={142} y={162} width={182} rows={3} gap={20} />
      <path d="M142 226h182" stroke={helpInk.line} />
      <rect x="236" y="236" width="40" height="4" rx="2" fill={helpInk.muted} />
      <rect x="290" y="236" width="34" height="4" rx="2" fill={helpInk.muted} />
      <rect x="236" y="248" width="40" height="4" rx="2" fill={helpInk.muted} />
      <rect x="290" y="248" width="34" height="4" rx="2" fill={helpInk.green} />
      <rect x="236" y="264" width="88" height="14" rx="4" fill={helpInk.ink} />
      <path d="M356 112h50l18 18v72h-68z" fill="#fff" stroke={helpInk.line} />
      <path d="M406 112v18h18" fill={helpInk.line} />
      <rect x="356" y="176" width="68" height="18" fill={helpInk.red} />
      <rect x="370" y="183" width="40" height="4" rx="2" fill="#fff" />
      <path
        d="M390 134v26m-10-10 10 10 10-10"
        stroke={helpInk.brand}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <HelpRow x={350} y={216} width={106} mark={helpInk.amber} />
      <HelpRow x={350} y={248} width={106} mark={helpInk.green} />
    </HelpAppWindow>
  )
}
