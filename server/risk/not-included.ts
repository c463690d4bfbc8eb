/** The visible label of an inactive class (decision 0011). No imports: the page components use it too. */
export const NOT_INCLUDED_LABEL = "Not included in your subscription";
