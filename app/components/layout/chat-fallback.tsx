import { Mail, MessageCircle, Phone } from "lucide-react"
import { site } from "#app/config/site.ts"
import type { CommonContent } from "#app/content/common/types.ts"

/** Ways to reach a person, shown in the chat panel when no chatbot is configured. */
export function ChatFallback({
  content,
}: {
  readonly content: CommonContent["chat"]
}) {
  const linkClass =
    "flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 px-4 font-medium hover:border-brand hover:bg-sky"
  return (
    <div className="flex flex-1 flex-col gap-3 p-5 text-sm text-ink">
      <p className="leading-relaxed text-slate-700">{content.fallbackIntro}</p>
      <a href={site.phone.value.href} className={linkClass}>
        <Phone className="size-5 text-brand" aria-hidden="true" />
        <span>
          {content.callUs}
          <span className="block text-slate-600">
            {site.phone.value.display}
          </span>
        </span>
      </a>
      <a href={`mailto:${site.email.value}`} className={linkClass}>
        <Mail className="size-5 text-brand" aria-hidden="true" />
        <span>
          {content.writeUs}
          <span className="block text-slate-600">{site.email.value}</span>
        </span>
      </a>
      <a
        href={site.whatsapp.value.href}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
      >
        <MessageCircle className="size-5 text-teal" aria-hidden="true" />
        <span>
          {content.whatsapp}
          <span className="block text-slate-600">
            {site.whatsapp.value.display}
          </span>
        </span>
      </a>
    </div>
  )
}
