import { HelpAppWindow } from "./help-app-window.tsx"
import { HelpField, HelpPill, helpInk } from "./help-shapes.tsx"

/** The clients module: a client record with personal data, contact, tags and a note. */
export function HelpClientsScreen({
  className,
}: {
  readonly className?: string
}) {
  return (
    <HelpAppWindow active={0} className={className}>
      <HelpPill x={392} y={50} width={64} height={20} fill={helpInk.brand} />
      <rect
        x="128"
        y="86"
        width="328"
        height="210"
        rx="10"
        fill={helpInk.paper}
        stroke={helpInk.line}
      />
      <circle cx="164" cy="124" r="22" fill={helpInk.sky} />
      <circle cx="164" cy="117" r="7" fill={helpInk.brand} />
      <path d="M150 137a14 11 0 0 1 28 0z" fill={helpInk.brand} />
      <rect x="198" y="110" width="120" height="8" rx="4" fill={helpInk.ink} />
      <rect
        x="198"
        y="124"
        width="80"
        height="5"
        rx="2.5"
        fill={helpInk.muted}
      />
      <HelpField x={144} y={158} width={140} />
      <HelpField x={300} y={158} width={140} />
      <HelpField x={144} y={198} width={140} />
      <HelpField x={300} y={198} width={140} />
      <HelpPill x={144} y={250} width={56} fill={helpInk.teal} />
      <HelpPill x={206} y={250} width={64} fill={helpInk.violet} />
      <HelpPill x={276} y={250} width={44} fill={helpInk.amber} />
      <rect x="338" y="240" width="102" height="44" rx="6" fill="#FEF3C7" />
      <rect
        x="348"
        y="252"
        width="70"
        height="4"
        rx="2"
        fill="#B45309"
        opacity="0.6"
      />
      <rect
        x="348"
        y="262"
        width="82"
        height="4"
        rx="2"
        fill="#B45309"
        opacity="0.4"
      />
      <rect
        x="348"
        y="272"
        width="50"
        height="4"
        rx="2"
        fill="#B45309"
        opacity="0.4"
      />
    </HelpAppWindow>
  )
}
