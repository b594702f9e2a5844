import { HelpAppWindow, Panel } from "./help-app-window.tsx"
import { brand, neutral, status } from "./palette.ts"
import { Check } from "./parts/marks.tsx"
import { Field, Pill } from "./parts/records.tsx"
import { Bars } from "./parts/tables.tsx"
import type { DrawingProps } from "./parts/drawing.tsx"

const ROWS = [0, 1, 2, 3]

/**
 * The management app with a record open and its list beside it: the
 * drawing of a guide whose module has no drawing of its own.
 */
export function HelpGuideScreen({ className }: DrawingProps) {
  return (
    <HelpAppWindow active={1} className={className}>
      <Pill x={392} y={50} width={64} height={20} fill={brand.base} />
      <Panel x={128} y={86} width={132} height={210} />
      {ROWS.map((row) => (
        <Bars
          key={row}
          items={[
            [142, 104 + row * 48, 92, 6, neutral.ink, 0.7],
            [142, 118 + row * 48, 64, 4, neutral.muted],
          ]}
        />
      ))}
      <Panel x={272} y={86} width={184} height={210} />
      <Field x={288} y={104} width={152} />
      <Field x={288} y={144} width={152} />
      <Field x={288} y={184} width={152} />
      <Check cx={300} cy={264} r={10} fill={status.ok} />
      <Pill x={360} y={256} width={80} fill={brand.base} />
    </HelpAppWindow>
  )
}
