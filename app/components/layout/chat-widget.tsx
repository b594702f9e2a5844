import { Mail, MessageCircle, Phone, X } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import { site } from "#app/config/site.ts"
import type { CommonContent } from "#app/content/common/types.ts"
import { cn } from "#app/lib/cn.ts"

/** Opens the chat panel from anywhere, e.g. the news page's 'Try assistant' button. */
export const OPEN_CHAT_EVENT = "trabem:open-chat"

export function openChat() {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT))
}

interface ChatWidgetProps {
  readonly content: CommonContent["chat"]
  /** Chatbot page to embed; null shows ways to reach a person instead. */
  readonly chatbotUrl?: string | null
  /** Tailwind classes of the floating button, in the page's accent. */
  readonly accentClassName?: string
}

/**
 * The floating chat button and its 350 x 500 px panel, 20 px from the right
 * edge. The chatbot frame is created on first opening only, then kept so a
 * conversation survives closing and reopening.
 */
export function ChatWidget({
  content,
  chatbotUrl = site.chatbot.value,
  accentClassName = "bg-brand hover:bg-brand-deep",
}: ChatWidgetProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  const open = () => {
    setIsOpen(true)
    setHasOpened(true)
  }
  const close = () => {
    setIsOpen(false)
    buttonRef.current?.focus()
  }

  useEffect(() => {
    const onOpen = () => open()
    window.addEventListener(OPEN_CHAT_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen)
  }, [])

  useEffect(() => {
    if (!isOpen) return
    closeRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [isOpen])

  return (
    <div data-print="hide">
      <div
        role="dialog"
        aria-modal="false"
        aria-labelledby="chat-panel-title"
        id="chat-panel"
        data-testid="chat-panel"
        hidden={!isOpen}
        className="fixed right-5 bottom-24 z-50 flex h-[500px] max-h-[calc(100dvh-7rem)] w-[350px] max-w-[calc(100vw-2.5rem)] flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-raised"
      >
        <div className="flex items-center justify-between gap-2 bg-ink px-4 py-2 text-white">
          <h2 id="chat-panel-title" className="text-sm font-semibold">
            {content.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            onClick={close}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-medium hover:bg-white/10"
          >
            <X className="size-4" aria-hidden="true" />
            {content.close}
          </button>
        </div>
        {hasOpened && chatbotUrl ? (
          <iframe
            src={chatbotUrl}
            title={content.frameTitle}
            className="min-h-0 w-full flex-1 border-0"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
        {chatbotUrl ? null : <ChatFallback content={content} />}
      </div>
      <button
        ref={buttonRef}
        type="button"
        data-testid="chat-toggle"
        aria-expanded={isOpen}
        aria-controls="chat-panel"
        aria-label={content.open}
        onClick={() => (isOpen ? close() : open())}
        className={cn(
          "fixed right-5 bottom-5 z-50 inline-flex size-14 items-center justify-center rounded-full text-white shadow-raised transition-transform hover:scale-105",
          accentClassName,
        )}
      >
        {isOpen ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="size-6" aria-hidden="true" />
        )}
      </button>
    </div>
  )
}

function ChatFallback({
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
