import { useEffect, useRef, useState } from "react";
import { fieldIds, FormGroup } from "~/app/components/ui/Field";
import { useListNavigation } from "~/app/lib/use-list-navigation";
import type { AddressOption } from "~/server/geo/address";

export type AddressValues = {
  suite: string;
  street: string;
  suburb: string;
  postcode: string;
  state: string;
  country: string;
};
/** The id of the address search input (the error summary links to it when the address is refused). */
export const ADDRESS_SEARCH_ID = "address-search";

/** A suggestion as the server shapes it (`addressOption`, server/geo/address.ts). */
export type PlaceOption = AddressOption;

/**
 * The address part of the profile form. The search ("12 Smith Street, Parramatta") fills street,
 * suburb, postcode, state and country; the last four are read only and out of the tab order (the
 * search is how they change); clearing it empties them. Without JavaScript the Search button posts the form (nothing typed
 * is lost) and the matches come back as buttons to pick; with it, the input is a combobox that asks
 * the gazetteer 600 ms after typing stops (spec: address suggestion refresh 600 ms).
 */
export function AddressFields({
  values,
  query,
  matches,
  error,
  autoFocus,
}: {
  values: AddressValues;
  query: string;
  matches: PlaceOption[] | null;
  error?: string;
  /** Focus the address search. */
  autoFocus?: boolean;
}) {
  // Stable ids: the error summary links to the search (`#address-search`).
  const id = "address";
  const searchId = ADDRESS_SEARCH_ID;
  const errorId = fieldIds(searchId).errorId;
  const [address, setAddress] = useState(values);
  const [text, setText] = useState(query);
  const [options, setOptions] = useState<PlaceOption[]>([]);
  const { open, setOpen, active, setActive, onListKey } = useListNavigation();
  const [hydrated, setHydrated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = `${id}-list`;
  useEffect(() => setHydrated(true), []);

  const search = (q: string) => {
    if (timer.current) clearTimeout(timer.current);
    if (q.trim().length < 2) {
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      try {
        const res = await fetch(`/account/address-search?${new URLSearchParams({ q })}`);
        if (!res.ok) return;
        const body = (await res.json()) as { places: PlaceOption[] };
        setOptions(body.places);
        setActive(-1);
        setOpen(true);
      } catch {
        // Address lookups that fail are logged only (spec §8); the list stays as it was.
      }
    }, 600);
  };
  const pick = (p: PlaceOption) => {
    setAddress((a) => ({
      ...a,
      ...(p.street ? { street: p.street } : {}),
      suburb: p.suburb,
      postcode: p.postcode,
      state: p.state,
      country: p.country,
    }));
    setText(p.label);
    setOpen(false);
  };
  const clear = () => setAddress((a) => ({ ...a, suburb: "", postcode: "", state: "", country: "" }));

  // The parts share the address's one message (under the search): each is marked invalid with it and
  // described by it; their own error lines stay empty.
  const part = (name: keyof AddressValues, label: string, readOnly: boolean) => (
    <FormGroup id={`${id}-${name}`} label={label} describedBy={error ? [errorId] : []}>
      {(control) => (
        <input
          {...control}
          aria-invalid={error ? "true" : undefined}
          name={name}
          value={address[name]}
          readOnly={readOnly}
          tabIndex={readOnly ? -1 : undefined}
          onChange={(e) => setAddress((a) => ({ ...a, [name]: e.target.value }))}
          className={`field-input ${readOnly ? "bg-slate-100" : ""}`}
        />
      )}
    </FormGroup>
  );

  return (
    <fieldset className="mt-6 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-brand-800">Address</legend>
      <FormGroup id={searchId} label="Search address" error={error} className="relative mb-3">
        {(control) => (
          <>
            <div className="flex gap-2">
              <input
                {...control}
                name="addressQuery"
                value={text}
                autoComplete="off"
                placeholder="Street, suburb or postcode"
                role={hydrated ? "combobox" : undefined}
                aria-expanded={hydrated ? open : undefined}
                aria-controls={hydrated ? listId : undefined}
                aria-autocomplete={hydrated ? "list" : undefined}
                aria-activedescendant={hydrated && active >= 0 ? `${listId}-${active}` : undefined}
                autoFocus={autoFocus}
                onChange={(e) => {
                  setText(e.target.value);
                  if (e.target.value.trim() === "") clear();
                  search(e.target.value);
                }}
                onKeyDown={(e) => {
                  // Enter without an active option searches in place instead of saving the form.
                  if (!onListKey(e, options, pick) && e.key === "Enter") {
                    e.preventDefault();
                    search(text);
                  }
                }}
                className="field-input"
              />
              {hydrated ? null : (
                <button type="submit" name="intent" value="address-search" className="btn btn-secondary">
                  Search
                </button>
              )}
              <button
                type="submit"
                name="intent"
                value="address-clear"
                className="btn btn-secondary"
                onClick={(e) => {
                  if (!hydrated) return;
                  e.preventDefault();
                  setText("");
                  clear();
                  setOpen(false);
                }}
              >
                Clear
              </button>
            </div>
            {hydrated && open ? (
              <ul
                id={listId}
                role="listbox"
                aria-label="Matching places"
                className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
              >
                {options.length === 0 ? (
                  <li className="px-3 py-2 text-sm text-slate-600">No matching place</li>
                ) : (
                  options.map((p, i) => (
                    <li
                      key={p.id}
                      id={`${listId}-${i}`}
                      role="option"
                      aria-selected={i === active}
                      onMouseDown={(e) => {
                        e.preventDefault();
                        pick(p);
                      }}
                      className={`cursor-pointer px-3 py-2 text-sm ${i === active ? "bg-brand-600 text-white" : "hover:bg-slate-100"}`}
                    >
                      {p.label}
                    </li>
                  ))
                )}
              </ul>
            ) : null}
            {!hydrated && matches ? (
              <div
                className="mt-2 rounded-md border border-slate-200 bg-white p-2"
                aria-label="Matching places"
                role="group"
              >
                {matches.length === 0 ? (
                  <p className="px-2 py-1 text-sm text-slate-600">No matching place</p>
                ) : (
                  <ul>
                    {matches.map((p) => (
                      <li key={p.id}>
                        <button
                          type="submit"
                          name="pick"
                          value={p.id}
                          className="w-full rounded px-2 py-1 text-left text-sm hover:bg-slate-100"
                        >
                          {p.label}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ) : null}
          </>
        )}
      </FormGroup>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {part("suite", "Suite", false)}
        {part("street", "Street", false)}
        {part("suburb", "Suburb", true)}
        {part("postcode", "Postcode", true)}
        {part("state", "State", true)}
        {part("country", "Country", true)}
      </div>
    </fieldset>
  );
}
