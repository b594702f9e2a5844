import type { Office365Content } from "#app/schemas/products.ts"
import { Card } from "#app/components/ui/card.tsx"
import { cn } from "#app/lib/cn.ts"
import { TitledText } from "#app/components/ui/titled-text.tsx"

interface LicenceChainProps {
  readonly content: Office365Content["reasons"]["chain"]
  readonly className?: string
}

/** Microsoft → wholesale distributor → TRABEM → customer, as a numbered vertical chain. */
export function LicenceChain({ content, className }: LicenceChainProps) {
  return (
    <Card data-reveal isRaised padding="lg" className={className}>
      <h3 className="text-lg font-semibold text-ink">{content.title}</h3>
      <ol className="mt-6">
        {content.steps.map((step, index) => (
          <li key={step.label} className="relative flex gap-4 pb-6 last:pb-0">
            {index < content.steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-10 bottom-0 left-5 w-0.5 -translate-x-1/2 bg-slate-200"
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                "relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                step.isProvider
                  ? "bg-accent-button text-accent-button-text"
                  : "bg-accent-soft text-accent-ink",
              )}
            >
              {index + 1}
            </span>
            <span
              className={cn(
                "flex-1 rounded-xl px-4 py-2.5",
                step.isProvider && "bg-accent/10 ring-1 ring-accent/30",
              )}
            >
              <TitledText
                as="span"
                size="sm"
                title={step.label}
                text={step.text}
                textClassName="mt-0.5 text-sm leading-relaxed"
              />
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-6 border-t border-slate-200 pt-5 text-sm leading-relaxed text-slate-600">
        {content.note}
      </p>
    </Card>
  )
}
