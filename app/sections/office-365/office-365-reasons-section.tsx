import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import type { Office365Content } from "#app/content/office-365/types.ts"
import { cn } from "#app/lib/cn.ts"
import { LicenceChain } from "./licence-chain.tsx"
import { Office365Icon } from "./office-365-icon.tsx"

interface Office365ReasonsSectionProps {
  readonly content: Office365Content["reasons"]
  readonly className?: string
}

/** Why buy through the provider rather than direct, and how the licences reach the customer. */
export function Office365ReasonsSection({
  content,
  className,
}: Office365ReasonsSectionProps) {
  return (
    <section
      id="por-que-trabem"
      aria-labelledby="por-que-trabem-title"
      className={cn("bg-sky/60 section-y", className)}
    >
      <div className="container-page">
        <SectionHeading
          id="por-que-trabem-title"
          content={content.intro}
          align="left"
          eyebrowClassName="text-brand-deep"
        />
        <div className="mt-12 grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:gap-16">
          <ul className="grid content-start gap-x-8 gap-y-7 sm:grid-cols-2 lg:grid-cols-1 lg:content-center">
            {content.items.map((item) => (
              <li
                key={item.title}
                data-reveal
                data-testid="reason"
                className="flex gap-4"
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-office shadow-raised">
                  <Office365Icon name={item.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink">
                    {item.title}
                  </span>
                  <span className="mt-1 block max-w-[60ch] leading-relaxed text-slate-700">
                    {item.text}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <LicenceChain content={content.chain} />
        </div>
      </div>
    </section>
  )
}
