/** Poster of the clinic explainer video: an appointment calendar beside a phone chat, flat, in teal. */
export function ClinicVideoPoster() {
  const days = [0, 1, 2, 3, 4]
  const slots = [0, 1, 2, 3]
  const booked = new Set([
    "0-0",
    "1-2",
    "2-1",
    "3-0",
    "3-3",
    "4-2",
    "0-3",
    "2-3",
  ])
  return (
    <svg viewBox="0 0 640 360" aria-hidden="true" focusable="false">
      <rect width="640" height="360" fill="#0A7468" />
      <circle cx="560" cy="40" r="140" fill="#0E9F8E" opacity="0.55" />
      <circle cx="60" cy="340" r="110" fill="#0B1B32" opacity="0.25" />
      <rect x="56" y="64" width="340" height="232" rx="16" fill="#fff" />
      <rect x="56" y="64" width="340" height="44" rx="16" fill="#E6F6F3" />
      <rect x="56" y="92" width="340" height="16" fill="#E6F6F3" />
      <rect x="76" y="80" width="96" height="12" rx="6" fill="#0A7468" />
      <circle cx="356" cy="86" r="9" fill="#0E9F8E" />
      {days.map((d) =>
        slots.map((s) => (
          <rect
            key={`${d}-${s}`}
            x={76 + d * 62}
            y={124 + s * 40}
            width="52"
            height="30"
            rx="6"
            fill={booked.has(`${d}-${s}`) ? "#0E9F8E" : "#EEF2F6"}
          />
        )),
      )}
      <rect x="430" y="52" width="150" height="268" rx="26" fill="#0B1B32" />
      <rect x="438" y="60" width="134" height="252" rx="20" fill="#EEF2F6" />
      <rect x="438" y="60" width="134" height="40" fill="#0A7468" />
      <rect x="452" y="116" width="90" height="26" rx="10" fill="#fff" />
      <rect x="478" y="152" width="80" height="22" rx="10" fill="#D3F2EC" />
      <rect x="452" y="184" width="100" height="34" rx="10" fill="#fff" />
      <rect x="494" y="228" width="64" height="22" rx="10" fill="#D3F2EC" />
      <circle cx="544" cy="284" r="12" fill="#0E9F8E" />
      <path
        d="M538 284 l4 4 8 -9"
        stroke="#fff"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
