import { HelpAppWindow, Panel } from "./help-app-window.tsx"
import { amber, brand, clinic, connext, neutral } from "./palette.ts"
import { Card } from "./parts/frames.tsx"
import { Avatar, Bar } from "./parts/marks.tsx"
import { Field, Pill } from "./parts/records.tsx"
import type { DrawingProps } from "./parts/drawing.tsx"

/** The clients module: a client record with personal data, contact, tags and a note. */
export function HelpClientsScreen({ className }: DrawingProps) {
  const note = { height: 4, fill: amber.deep }
  return (
    <HelpAppWindow active={0} className={className}>
      <Pill x={392} y={50} width={64} height={20} fill={brand.base} />
      <Panel x={128} y={86} width={328} height={210} radius={10} />
      <Avatar cx={164} cy={124} tint={brand.sky} fill={brand.base} />
      <Bar x={198} y={110} width={120} fill={neutral.ink} />
      <Bar x={198} y={124} width={80} height={5} fill={neutral.muted} />
      <Field x={144} y={158} width={140} />
      <Field x={300} y={158} width={140} />
      <Field x={144} y={198} width={140} />
      <Field x={300} y={198} width={140} />
      <Pill x={144} y={250} width={56} fill={clinic.base} />
      <Pill x={206} y={250} width={64} fill={connext.base} />
      <Pill x={276} y={250} width={44} fill={amber.base} />
      <Card
        x={338}
        y={240}
        width={102}
        height={44}
        radius={6}
        fill={amber.tint}
      />
      <Bar x={348} y={252} width={70} {...note} opacity={0.6} />
      <Bar x={348} y={262} width={82} {...note} opacity={0.4} />
      <Bar x={348} y={272} width={50} {...note} opacity={0.4} />
    </HelpAppWindow>
  )
}
