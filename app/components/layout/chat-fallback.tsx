import { business } from "#app/config/business.ts"
import type { CommonContent } from "#app/lib/frame-content.ts"
import { Icon } from "#app/components/ui/icon.tsx"

/** Ways to reach a person, shown in the chat panel when no chatbot is configured. */
export function ChatFallback({
  content,
}: {
  readonly content: CommonContent["chat"]
}) {
  const rows = [
    {
      icon: "phone" as const,
      label: content.callUs,
      href: business.phone.value.href,
      value: business.phone.value.display,
    },
    {
      icon: "mail" as const,
      label: content.writeUs,
      href: `mailto:${business.email.value}`,
      value: business.email.value,
    },
    {
      icon: "message" as const,
      label: content.whatsapp,
      href: business.whatsapp.value.href,
      value: business.whatsapp.value.display,
      // WhatsApp opens in its own tab, in its own colour.
      isExternal: true,
    },
  ]
  return (
    <div className="flex flex-1 flex-col gap-3 p-5 text-sm text-ink">
      <p className="leading-relaxed text-slate-700">{content.fallbackIntro}</p>
      {rows.map(({ icon, label, href, value, isExternal }) => (
        <a
          key={href}
          href={href}
          {...(isExternal
            ? { target: "_blank", rel: "noopener noreferrer" }
            : null)}
          className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 px-4 font-medium hover:border-brand hover:bg-sky"
        >
          <Icon
            name={icon}
            className={isExternal ? "size-5 text-teal" : "size-5 text-brand"}
            aria-hidden="true"
          />
          <span>
            {label}
            <span className="block text-slate-600">{value}</span>
          </span>
        </a>
      ))}
    </div>
  )
}
