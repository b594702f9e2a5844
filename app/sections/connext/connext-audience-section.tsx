import { Check } from "lucide-react"
import type { CSSProperties } from "react"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import type { ConnextContent } from "#app/content/connext/types.ts"
import { cn } from "#app/lib/cn.ts"
import { ConnextIcon } from "./connext-icon.tsx"

interface ConnextAudienceSectionProps {
  readonly content: ConnextContent["audience"]
  readonly className?: string
}

/** The four audiences, each with situations it will recognise. */
export function ConnextAudienceSection({
  content,
  className,
}: ConnextAudienceSectionProps) {
  return (
    <section
      id="audience"
      aria-labelledby="audience-title"
      className={cn("bg-white section-y", className)}
    >
      <div className="container-page">
        <SectionHeading
          id="audience-title"
          content={content.intro}
          eyebrowClassName="text-violet-deep"
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {content.items.map((item, index) => (
            <li
              key={item.title}
              data-reveal
              data-testid="audience-card"
              style={{ "--reveal-delay": `${index * 0.1}s` } as CSSProperties}
              className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-raised"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-violet text-white">
                <ConnextIcon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">
                {item.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.text}</p>
              <ul className="mt-5 space-y-3 border-t border-slate-200 pt-5 text-sm text-slate-700">
                {item.examples.map((example) => (
                  <li key={example} className="flex gap-2.5">
                    <Check
                      className="mt-0.5 size-4 shrink-0 text-violet-deep"
                      aria-hidden="true"
                    />
                    <span>{example}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
