import { ArrowRight } from "lucide-react"
import type { CSSProperties } from "react"
import type { KitConsultingContent } from "#app/content/kit-consulting/types.ts"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import { cn } from "#app/lib/cn.ts"

interface ConsultingMethodSectionProps {
  readonly content: KitConsultingContent["method"]
  readonly className?: string
}

/** The four-step method, at `#metodo`: diagnosis, design, implementation, follow-up. */
export function ConsultingMethodSection({
  content,
  className,
}: ConsultingMethodSectionProps) {
  return (
    <section
      id="metodo"
      aria-labelledby="metodo-title"
      className={cn("bg-sky section-y", className)}
    >
      <div className="container-page">
        <SectionHeading id="metodo-title" content={content.intro} />
        <ol className="relative mt-12 grid gap-5 sm:grid-cols-2 lg:mt-14 lg:grid-cols-4">
          {content.steps.map((step, i) => (
            <li
              key={step.title}
              data-reveal
              data-testid="method-step"
              style={{ "--reveal-delay": `${i * 0.1}s` } as CSSProperties}
              className="relative flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-raised"
            >
              <div className="flex items-center justify-between">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand text-lg font-bold text-white">
                  <span className="sr-only">{content.stepLabel} </span>
                  {i + 1}
                </span>
                {i < content.steps.length - 1 ? (
                  <ArrowRight
                    className="hidden size-5 text-brand/60 lg:block"
                    aria-hidden="true"
                  />
                ) : null}
              </div>
              <h3 className="mt-5 text-xl font-semibold text-ink">
                {step.title}
              </h3>
              <p className="mt-2 flex-1 leading-relaxed text-slate-600">
                {step.description}
              </p>
              <p className="mt-5 rounded-xl bg-grant/20 p-3 text-sm text-ink">
                <span className="font-semibold">{content.outcomeLabel}:</span>{" "}
                {step.outcome}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
