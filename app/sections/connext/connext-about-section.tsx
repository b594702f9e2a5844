import type { CSSProperties } from "react"
import { SectionHeading } from "#app/components/ui/section-heading.tsx"
import type { ConnextContent } from "#app/content/connext/types.ts"
import { cn } from "#app/lib/cn.ts"

interface ConnextAboutSectionProps {
  readonly content: ConnextContent["about"]
  readonly className?: string
}

/** What the platform is, in two short paragraphs, with its claims as numbers. */
export function ConnextAboutSection({
  content,
  className,
}: ConnextAboutSectionProps) {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className={cn("bg-white section-y", className)}
    >
      <div className="container-page grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:gap-16">
        <div>
          <SectionHeading
            id="about-title"
            content={content.intro}
            align="left"
            eyebrowClassName="text-violet-deep"
          />
          <div className="mt-6 max-w-[65ch] space-y-4 leading-relaxed text-slate-700">
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {content.stats.map((stat, index) => (
            <div
              key={stat.label}
              data-reveal
              style={{ "--reveal-delay": `${index * 0.1}s` } as CSSProperties}
              className="flex items-center gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:flex-col sm:items-start sm:gap-2 sm:p-6 lg:flex-row lg:items-center lg:gap-6"
            >
              <dt className="leading-snug text-slate-600">{stat.label}</dt>
              <dd className="order-first min-w-24 text-stat font-extrabold tracking-tight text-violet-deep">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
