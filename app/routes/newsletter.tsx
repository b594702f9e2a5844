import { newsletterContent } from "#app/content/newsletter/index.ts"
import { buildMeta, pageData } from "#app/lib/meta.ts"
import type { Route } from "./+types/newsletter"

export function loader({ request }: Route.LoaderArgs) {
  return pageData(request, "newsletter", newsletterContent)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData?.head)

/** An e-mail-style page, 600 px wide (SPEC.md point 9). */
export default function NewsletterPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <main id="main" className="min-h-screen bg-slate-100 py-10">
      <article className="mx-auto w-full max-w-[600px] bg-white">
        <header className="bg-ink px-8 py-10 text-white">
          <p className="text-sm font-semibold tracking-wider uppercase">
            {content.hero.eyebrow}
          </p>
          <h1 className="mt-3 text-3xl font-extrabold">{content.hero.title}</h1>
          <p className="mt-3 text-white/85">{content.hero.lead}</p>
        </header>
      </article>
    </main>
  )
}
