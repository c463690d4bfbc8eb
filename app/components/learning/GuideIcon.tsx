/** Icons of the course guide contents, chosen by title (platform §2), drawn for the project. */
export function GuideIcon({ title }: { title: string }) {
  const common = {
    width: 40,
    height: 40,
    viewBox: "0 0 40 40",
    "aria-hidden": true,
    focusable: false,
    className: "shrink-0",
  } as const;
  switch (title) {
    case "Subject Outline":
      return (
        <svg {...common}>
          <rect width="40" height="40" rx="8" fill="#e0ecf7" />
          <g stroke="#2367a5" strokeWidth="2.5" strokeLinecap="round">
            <line x1="15" y1="13" x2="30" y2="13" />
            <line x1="15" y1="20" x2="30" y2="20" />
            <line x1="15" y1="27" x2="30" y2="27" />
          </g>
          <g fill="#2367a5">
            <circle cx="10" cy="13" r="1.8" />
            <circle cx="10" cy="20" r="1.8" />
            <circle cx="10" cy="27" r="1.8" />
          </g>
        </svg>
      );
    case "Learning Objectives":
      return (
        <svg {...common}>
          <rect width="40" height="40" rx="8" fill="#dff3f0" />
          <g fill="none" stroke="#016b78" strokeWidth="2.5">
            <circle cx="20" cy="20" r="11" />
            <circle cx="20" cy="20" r="6" />
          </g>
          <circle cx="20" cy="20" r="2" fill="#016b78" />
        </svg>
      );
    case "Course Introduction":
      return (
        <svg {...common}>
          <rect width="40" height="40" rx="8" fill="#fdf0dc" />
          <path d="M20 11 C16 9 11 9 8 10 V29 C11 28 16 28 20 30 Z" fill="#b45309" />
          <path d="M20 11 C24 9 29 9 32 10 V29 C29 28 24 28 20 30 Z" fill="#d97706" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <rect width="40" height="40" rx="8" fill="#ece8f6" />
          <path
            d="M11 21 l6 6 l12 -13"
            fill="none"
            stroke="#5d4a9a"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      );
  }
}
