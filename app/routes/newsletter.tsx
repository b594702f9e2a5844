import { newsletterContent } from "#app/content/newsletter/index.ts"
import { PageMain } from "#app/components/ui/page-main.tsx"
import { pageLoader, pageMeta } from "#app/lib/page-route.ts"
import { NewsletterDownloadSection } from "#app/sections/newsletter/newsletter-download-section.tsx"
import { NewsletterEmailSection } from "#app/sections/newsletter/newsletter-email-section.tsx"
import { staticPageHandle } from "#app/lib/page-handle.ts"
import type { Route } from "./+types/newsletter"

export const loader = pageLoader("newsletter", newsletterContent)

/** Nothing on this page needs script: it ships none. */
export const handle = staticPageHandle

export const meta = pageMeta

/** An e-mail-style page, 600 px wide, with its e-mail-ready HTML to download. */
export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <PageMain className="min-h-screen bg-slate-100 py-6 sm:py-10">
      <NewsletterDownloadSection content={content.download} />
      <NewsletterEmailSection content={content} className="mt-6" />
    </PageMain>
  )
}
