import { CurrentYear } from "#app/components/ui/current-year.tsx"
import { business } from "#app/config/business.ts"
import { BrandLogo } from "#app/components/layout/brand-logo.tsx"
import { cn } from "#app/lib/cn.ts"
import type { NewsletterIssue } from "#app/lib/newsletter.ts"

interface NewsletterEmailSectionProps {
  readonly issue: NewsletterIssue
  readonly className?: string
}

/**
 * The newsletter as readers get it: a 600 px e-mail with header, a block for
 * each latest post and footer.
 */
export function NewsletterEmailSection({
  issue: { content, blocks },
  className,
}: NewsletterEmailSectionProps) {
  return (
    <article
      data-testid="newsletter-email"
      aria-labelledby="newsletter-title"
      className={cn(
        "mx-auto w-full max-w-[600px] overflow-hidden bg-white shadow-raised sm:rounded-card",
        className,
      )}
    >
      <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-5 sm:px-10">
        <BrandLogo label={business.brand} />
        <p className="text-sm font-semibold text-slate-600">
          {content.headerLabel}
        </p>
      </header>
      <div className="bg-ink px-6 py-10 text-white sm:px-10">
        <p className="text-sm font-semibold tracking-wider text-sky-200 uppercase">
          {content.hero.eyebrow}
        </p>
        <h1
          id="newsletter-title"
          className="mt-3 text-3xl font-extrabold tracking-tight text-balance"
        >
          {content.hero.title}
        </h1>
        <p className="mt-3 leading-relaxed text-white/85">
          {content.hero.lead}
        </p>
      </div>
      <p className="px-6 pt-8 leading-relaxed text-slate-700 sm:px-10">
        {content.greeting}
      </p>
      {blocks.map((block) => (
        <section
          key={block.slug}
          data-testid="newsletter-post"
          aria-labelledby={`newsletter-${block.slug}-title`}
          // The post's accent, as the e-mail's colour (block.colour) is.
          data-accent={block.accent}
          className="mx-6 mt-8 border-l-4 border-accent-strong pl-5 sm:mx-10"
        >
          <p className="text-xs font-bold tracking-wider text-accent-strong uppercase">
            {block.label}
          </p>
          <h2
            id={`newsletter-${block.slug}-title`}
            className="mt-2 text-xl font-bold text-ink"
          >
            {block.title}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-700">{block.text}</p>
          <a
            href={block.link.href}
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent-strong px-5 text-sm font-semibold text-white"
          >
            {block.link.label}
          </a>
        </section>
      ))}
      <footer className="mt-10 bg-slate-50 px-6 py-8 text-center text-sm text-slate-600 sm:px-10">
        <p>
          {content.footer.contactLead}{" "}
          <a
            href={`mailto:${business.email.value}`}
            className="font-semibold text-accent underline"
          >
            {business.email.value}
          </a>
        </p>
        <p className="mt-3">
          © <CurrentYear /> {business.brand}. {content.footer.rights}
        </p>
        <p className="mt-3 text-xs">{content.footer.reason}</p>
      </footer>
    </article>
  )
}
