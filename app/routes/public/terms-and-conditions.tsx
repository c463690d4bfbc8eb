import { TERMS_OF_USE } from "~/server/accounts/terms";
import { titled } from "~/app/lib/title";

export const meta = titled("Terms and Conditions");

export default function TermsPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold text-brand-800">Terms and Conditions</h1>
      <h2 className="mt-8 text-xl font-semibold">{TERMS_OF_USE.title}</h2>
      <p className="mt-3 leading-relaxed">{TERMS_OF_USE.intro}</p>
      <ol className="mt-3 space-y-2 pl-2">
        {TERMS_OF_USE.items.map((item) => (
          <li key={item.key} className="flex gap-2 leading-relaxed">
            <span className="font-semibold">({item.key})</span>
            <span>{item.text}</span>
          </li>
        ))}
      </ol>
      <p className="mt-6 leading-relaxed text-slate-700">{TERMS_OF_USE.closing}</p>
    </article>
  );
}
