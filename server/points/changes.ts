/**
 * "This user's points may have changed": said by whatever records activity that earns points (an
 * industry opened, a quiz finished), heard by the caches of point totals. A tiny registry rather
 * than an import of the points module, so the activity domains do not depend on it.
 */
const listeners = new Set<(userId: number) => void>();

export function onPointsChanged(listener: (userId: number) => void) {
  listeners.add(listener);
}

export function pointsChanged(userId: number) {
  for (const listener of listeners) listener(userId);
}
