/** URL of the user's avatar (served to the signed-in owner), versioned by its hash; null without one. */
export function avatarUrl(sha256: string | null | undefined): string | null {
  return sha256 ? `/account/avatar?v=${sha256.slice(0, 16)}` : null;
}
