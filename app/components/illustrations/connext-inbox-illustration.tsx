/**
 * The shared inbox in flat shapes: a conversation list with each channel's
 * mark, an open conversation answered by a bot and an agent, and the tag of
 * the department it was assigned to. Decorative.
 */
export function ConnextInboxIllustration({
  className,
}: {
  readonly className?: string
}) {
  const rows = [0, 1, 2, 3] as const
  return (
    <svg
      viewBox="0 0 520 400"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect
        x="10"
        y="14"
        width="500"
        height="360"
        rx="18"
        fill="#0b1b32"
        opacity="0.28"
      />
      <rect x="0" y="0" width="500" height="360" rx="18" fill="#fff" />
      <path
        d="M0 18a18 18 0 0 1 18-18h464a18 18 0 0 1 18 18v22H0z"
        fill="#f1f0ff"
      />
      <circle cx="22" cy="20" r="5" fill="#c4b5fd" />
      <circle cx="40" cy="20" r="5" fill="#c4b5fd" />
      <circle cx="58" cy="20" r="5" fill="#c4b5fd" />
      <rect x="0" y="40" width="176" height="320" fill="#fafaff" />
      <path d="M176 40v320" stroke="#e4e2f5" strokeWidth="2" />
      {rows.map((row) => {
        const y = 56 + row * 74
        const isActive = row === 0
        return (
          <g key={row}>
            {isActive ? (
              <rect
                x="8"
                y={y - 6}
                width="160"
                height="64"
                rx="10"
                fill="#ede9fe"
              />
            ) : null}
            <circle
              cx="38"
              cy={y + 24}
              r="17"
              fill={isActive ? "#6d4aff" : "#a78bfa"}
            />
            <ChannelMark kind={row % 3} cx={38} cy={y + 24} />
            <rect
              x="64"
              y={y + 10}
              width="70"
              height="9"
              rx="4.5"
              fill="#4b2fd1"
              opacity={isActive ? 0.9 : 0.45}
            />
            <rect
              x="64"
              y={y + 28}
              width="92"
              height="7"
              rx="3.5"
              fill="#94a3b8"
              opacity="0.6"
            />
            {row === 1 ? (
              <circle cx="154" cy={y + 14} r="6" fill="#6d4aff" />
            ) : null}
          </g>
        )
      })}
      <rect x="196" y="56" width="128" height="24" rx="12" fill="#ede9fe" />
      <circle cx="210" cy="68" r="7" fill="#6d4aff" />
      <rect
        x="224"
        y="64"
        width="88"
        height="8"
        rx="4"
        fill="#4b2fd1"
        opacity="0.7"
      />
      <rect x="196" y="100" width="196" height="52" rx="14" fill="#f1f5f9" />
      <rect x="212" y="114" width="150" height="8" rx="4" fill="#94a3b8" />
      <rect x="212" y="130" width="104" height="8" rx="4" fill="#94a3b8" />
      <rect x="268" y="168" width="212" height="52" rx="14" fill="#ede9fe" />
      <circle cx="290" cy="194" r="11" fill="#6d4aff" />
      <rect x="285" y="190" width="10" height="8" rx="2" fill="#fff" />
      <rect
        x="310"
        y="184"
        width="150"
        height="8"
        rx="4"
        fill="#6d4aff"
        opacity="0.75"
      />
      <rect
        x="310"
        y="200"
        width="96"
        height="8"
        rx="4"
        fill="#6d4aff"
        opacity="0.5"
      />
      <rect x="308" y="236" width="172" height="52" rx="14" fill="#6d4aff" />
      <rect
        x="324"
        y="252"
        width="138"
        height="8"
        rx="4"
        fill="#fff"
        opacity="0.9"
      />
      <rect
        x="324"
        y="268"
        width="90"
        height="8"
        rx="4"
        fill="#fff"
        opacity="0.7"
      />
      <rect
        x="196"
        y="310"
        width="284"
        height="34"
        rx="17"
        fill="#fff"
        stroke="#e4e2f5"
        strokeWidth="2"
      />
      <rect x="214" y="323" width="120" height="8" rx="4" fill="#cbd5e1" />
      <circle cx="462" cy="327" r="11" fill="#6d4aff" />
      <path
        d="M457 327h10m-4-4 4 4-4 4"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="translate(400 330)">
        <rect
          width="112"
          height="58"
          rx="14"
          fill="#fff"
          stroke="#ddd6fe"
          strokeWidth="2"
        />
        <circle cx="28" cy="29" r="14" fill="#22c55e" opacity="0.18" />
        <path
          d="m21 29 5 5 10-10"
          stroke="#15803d"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect
          x="50"
          y="20"
          width="48"
          height="7"
          rx="3.5"
          fill="#4b2fd1"
          opacity="0.7"
        />
        <rect x="50" y="33" width="34" height="7" rx="3.5" fill="#94a3b8" />
      </g>
    </svg>
  )
}

/** A white glyph for WhatsApp (0), e-mail (1) or web chat (2) inside a list avatar. */
function ChannelMark({
  kind,
  cx,
  cy,
}: {
  readonly kind: number
  readonly cx: number
  readonly cy: number
}) {
  const stroke = {
    stroke: "#fff",
    strokeWidth: 2,
    fill: "none",
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const
  if (kind === 0)
    return (
      <path d={`M${cx - 6} ${cy + 7}l1.4-4.2a7 7 0 1 1 2.8 2.8z`} {...stroke} />
    )
  if (kind === 1)
    return (
      <g {...stroke}>
        <rect x={cx - 7} y={cy - 5} width="14" height="10" rx="2" />
        <path d={`m${cx - 7} ${cy - 4} 7 5 7-5`} />
      </g>
    )
  return (
    <g {...stroke}>
      <circle cx={cx} cy={cy} r="7" />
      <path
        d={`M${cx - 7} ${cy}h14M${cx} ${cy - 7}c3 3.5 3 10.5 0 14M${cx} ${cy - 7}c-3 3.5-3 10.5 0 14`}
      />
    </g>
  )
}
