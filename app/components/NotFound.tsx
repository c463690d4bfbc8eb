import { Link } from "react-router";

/** Platform §2: title 'Something Just Went Wrong !', '404 Error', a Home link. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" aria-labelledby="not-found-title">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-semibold text-brand-800">
        Something Just Went Wrong !
      </h1>
      <p className="mt-2 text-lg text-slate-600">404 Error</p>
      <Link to="/" className="btn btn-primary mt-8">
        Home
      </Link>
    </section>
  );
}
