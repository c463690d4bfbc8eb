import { titled } from "~/app/lib/title";

export const meta = titled("Privacy Policy");

const SECTIONS: Array<{ heading: string; body: string }> = [
  {
    heading: "What we collect",
    body: "Your user name, name, contact details, job title and the company details you enter; the industries you look up, the reports you build, the courses and quizzes you complete and the points they earn; and technical records of sign-ins (time, IP address and browser) kept to protect your account.",
  },
  {
    heading: "Why we collect it",
    body: "To provide the service to you and your organisation: to show your recent activity, to put your advisor and company details on the reports you create, to calculate and certify professional-development points, and to detect and stop misuse such as password guessing.",
  },
  {
    heading: "Who sees it",
    body: "You, and the administrators of your organisation's subscription where your licence is held by your employer. Reports you create are visible only to you unless you choose to share a link to them. We do not sell personal information.",
  },
  {
    heading: "How long we keep it",
    body: "Account information is kept while your licence is active. Sign-in records are deleted after one day unless they are needed to investigate misuse. Points records are kept for the periods professional bodies require.",
  },
  {
    heading: "Your choices",
    body: "You can view and correct your profile at any time under Account. To ask for a copy of your information, or for its deletion when your licence ends, use the Contact Us link below.",
  },
];

export default function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold text-brand-800">Privacy Policy</h1>
      {SECTIONS.map((s) => (
        <section key={s.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{s.heading}</h2>
          <p className="mt-2 leading-relaxed">{s.body}</p>
        </section>
      ))}
    </article>
  );
}
